//===- IncludeScan.cpp - the headers a source reaches, without a parse ----===//

#include "hipify/Directives/IncludeScan.h"
#include "hipify/Support/Files.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"

using namespace llvm;

namespace hipify::pp {

const std::vector<IncludeOperand> &
IncludeScanner::includes(const std::string &Path) {
  auto [It, New] = Includes.try_emplace(Path);
  if (!New)
    return It->second;
  auto Buf = support::readSourceFile(Path, support::DefaultMaxFileSize);
  if (!Buf) {
    consumeError(Buf.takeError()); // said when the file is translated
    return It->second;
  }
  StringRef Text = (*Buf)->getBuffer();
  for (const Directive &D : scanDirectives(Text))
    if (auto Op = includeOperand(Text, D))
      It->second.push_back({Saver.save(Op->Spelled), Op->Angled});
  return It->second;
}

IncludeScanner::Reached IncludeScanner::scan(StringRef File,
                                             ArrayRef<std::string> Dirs,
                                             const StringSet<> &Library) {
  std::vector<std::string> Todo = {File.str()};
  StringSet<> Seen, Found, Through;
  while (!Todo.empty()) {
    std::string Path = std::move(Todo.back());
    Todo.pop_back();
    for (const IncludeOperand &Op : includes(Path)) {
      // A header of the project's is read in turn; one of the library's
      // is noted.
      std::vector<std::string> Candidates =
          support::includeCandidates(Path, Op.Spelled, Op.Angled, Dirs);
      auto Own = llvm::find_if(Candidates, [](const std::string &C) {
        return sys::fs::is_regular_file(C);
      });
      if (Own != Candidates.end()) {
        SmallString<256> Real;
        if (!sys::fs::real_path(*Own, Real) && Seen.insert(Real).second)
          Todo.push_back(std::string(Real));
      } else if (Library.contains(Op.Spelled)) {
        Found.insert(Op.Spelled);
        if (Path != File)
          Through.insert(Op.Spelled);
      }
    }
  }
  auto Sorted = [](const StringSet<> &Set) {
    std::vector<std::string> Names;
    for (const auto &N : Set)
      Names.push_back(N.getKey().str());
    llvm::sort(Names);
    return Names;
  };
  return {Sorted(Found), Sorted(Through)};
}

} // namespace hipify::pp
