//===- IncludeRenames.cpp - #include lines follow renamed sources ---------===//
//
// With --output-names=hip a tree's .cu and .cuh files are written as .hip and
// .hip.h. An #include that names one of them (quoted, beside the includer,
// or found through -I) is pointed at the new name: only the file name part
// of the spelling changes, so "dir/kernels.cuh" becomes "dir/kernels.hip.h".
// The directives are found without the preprocessor, so includes in
// inactive branches follow too.
//
//===----------------------------------------------------------------------===//

#include "hipify/Guards/GuardAnalysis.h"
#include "hipify/Rules/Rule.h"
#include "hipify/Support/Files.h"

#include "llvm/Support/Path.h"

using namespace llvm;

namespace hipify::rules {

namespace {

class IncludeRenames : public Rule {
public:
  IncludeRenames(FileContext &Ctx, const FileJob &Job) : Rule(Ctx), Job(Job) {}
  void finish() override;

private:
  const FileJob &Job;
};

void IncludeRenames::finish() {
  StringRef Buffer = Ctx.Buffer;
  for (const pp::Directive &D : directives()) {
    std::optional<pp::IncludeOperand> Op =
        pp::includeOperand(Buffer, D);
    if (!Op)
      continue;
    StringRef Spelled = Op->Spelled;
    for (const std::string &Candidate : support::includeCandidates(
             Job.Path, Spelled, Op->Angled, Job.IncludeDirs)) {
      auto It = Job.Renamed->find(support::absolutePath(Candidate));
      if (It == Job.Renamed->end())
        continue;
      StringRef Name = sys::path::filename(Spelled);
      rewrite::Edit E;
      E.Offset = D.OperandBegin + 1 + (Spelled.size() - Name.size());
      E.Length = Name.size();
      E.Text = It->second;
      E.From = {rewrite::Producer::IncludeRename, Name, rewrite::Tier::Lexical, "include", ""};
      E.Counted = false;
      Ctx.edit(std::move(E));
      break;
    }
  }
}

std::unique_ptr<Rule> createIncludeRenames(FileContext &Ctx,
                                           const FileJob &Job) {
  if (!Job.Renamed || Job.Renamed->empty())
    return std::make_unique<Rule>(Ctx); // nothing is renamed: no-op
  return std::make_unique<IncludeRenames>(Ctx, Job);
}

} // namespace

extern const RuleSpec IncludeRenameRule = {
    rewrite::Producer::IncludeRename,
    "points #include lines at sources renamed by --output-names=hip",
    "--output-names", {}, always, createIncludeRenames};

} // namespace hipify::rules
