//===- GuardRewriter.h - make CUDA version/compiler guards ROCm-aware -----===//
#ifndef HIPIFY_RULES_GUARDREWRITER_H
#define HIPIFY_RULES_GUARDREWRITER_H

#include "hipify/Guards/GuardAnalysis.h"
#include "hipify/Rules/FileContext.h"

namespace hipify::rules {

enum class GuardPolicy { Auto, Include, Exclude, Off };

/// Rewrites the #if conditions that test CUDA_VERSION, __CUDACC__ and
/// friends so that ROCm takes an explicit path. Runs in two steps around the
/// lexical pass: claim() keeps the lexical pass out of the conditions it will
/// rewrite; rewrite() decides each guard's policy (Auto: include the ROCm
/// path when the code it guards translates to what the target HIP has,
/// exclude it otherwise) and adds the edits.
class GuardRewriter {
public:
  GuardRewriter(FileContext &Ctx, GuardPolicy Policy, std::string RocmMacro);
  void claim();
  void rewrite();

private:
  FileContext &Ctx;
  GuardPolicy Policy;
  guards::Options Opts;
  std::vector<guards::Directive> Directives;
  std::vector<guards::Finding> Findings;
};

} // namespace hipify::rules

#endif
