//===- Runner.cpp - the job runner ----------------------------------------===//

#include "Runner.h"

#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/ThreadPool.h"
#include "llvm/Support/Threading.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>

using namespace llvm;

namespace hipify::driver {

void runPhases(unsigned Jobs, ArrayRef<std::vector<size_t>> Phases,
               function_ref<void(size_t)> Work) {
  size_t Items = 0;
  for (const std::vector<size_t> &Phase : Phases)
    Items += Phase.size();
  ThreadPoolStrategy Strategy = hardware_concurrency(Jobs);
  if (Strategy.compute_thread_count() <= 1 || Items <= 1) {
    for (const std::vector<size_t> &Phase : Phases)
      for (size_t I : Phase)
        Work(I);
    return;
  }
  DefaultThreadPool Pool(Strategy);
  for (const std::vector<size_t> &Phase : Phases) {
    for (size_t I : Phase)
      Pool.async([Work, I] { Work(I); });
    Pool.wait();
  }
}

Progress::Progress(size_t Total, bool Enabled)
    : Total(Total), Enabled(Enabled && Total > 1),
      Terminal(errs().is_displayed()) {}

Progress::~Progress() {
  if (Enabled && Terminal && Done)
    errs() << "\r\x1b[K";
}

void Progress::finished(const report::FileReport &R) {
  if (!Enabled)
    return;
  std::lock_guard<std::mutex> L(Lock);
  ++Done;
  std::string Line = formatv("[{0,5}/{1}] {2} {3}", Done, Total,
                             report::statusName(R.Status), R.File)
                         .str();
  if (Terminal) {
    unsigned Columns = sys::Process::StandardErrColumns();
    unsigned Width = Columns ? std::max(20u, Columns) : 80; // 0: unknown
    if (Line.size() >= Width)
      Line = Line.substr(0, Width - 1);
    errs() << "\r\x1b[K" << Line;
  } else
    errs() << Line << "\n";
  errs().flush();
}

} // namespace hipify::driver
