//===- Runner.h - the job runner: one pool loop for every parallel step ---===//
//
// Private to lib/Driver. The translation's jobs and --verify's compilations
// run through runPhases(): on a thread pool of --jobs threads, or one after
// another when there is one thread or one item; Progress draws "[ 12/200]".
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_LIB_DRIVER_RUNNER_H
#define HIPIFY_LIB_DRIVER_RUNNER_H

#include "hipify/Report/Report.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLFunctionalExtras.h"

#include <cstddef>
#include <mutex>
#include <vector>

namespace hipify::driver {

/// Runs \p Work(I) for each index of each phase, \p Jobs at a time (0: all
/// cores); a phase starts when the one before it has ended.
void runPhases(unsigned Jobs, llvm::ArrayRef<std::vector<size_t>> Phases,
               llvm::function_ref<void(size_t)> Work);

/// "[ 12/200]" progress: a line redrawn in place on a terminal, plain lines
/// otherwise; nothing for one file.
class Progress {
public:
  Progress(size_t Total, bool Enabled);
  ~Progress();
  void finished(const report::FileReport &R);

private:
  std::mutex Lock;
  size_t Total, Done = 0;
  bool Enabled, Terminal;
};

} // namespace hipify::driver

#endif
