//===- Launch.h - a kernel launch as hipLaunchKernelGGL -------------------===//
//
// The kernel-launch rule's text work, for its AST visitor and its part in the
// token-level stage alike (and for its unit tests).
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_RULES_LAUNCH_H
#define HIPIFY_RULES_LAUNCH_H

#include "hipify/Core/FileContext.h"

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace hipify::rules {

/// The pieces of one kernel launch, as offsets in the file:
///   Callee<<<Config[0], Config[1][, Config[2][, Config[3]]]>>>(Args...)
struct LaunchShape {
  unsigned CalleeBegin = 0, CalleeEnd = 0;
  std::vector<std::pair<unsigned, unsigned>> Config; // the 2-4 written ones
  unsigned ArgsBegin = 0; // the first argument, or the ')' when there is none
  bool HasArgs = false;
  bool WrapName = false; // callee needs HIP_KERNEL_NAME()
  /// The kernel's default arguments the call leaves out, as its declaration
  /// spells them ("3, 1.0f"), and the offset of the call's ')': written
  /// there, since hipLaunchKernelGGL supplies none.
  std::string Defaults;
  unsigned CallEnd = 0;
  rewrite::Tier From = rewrite::Tier::Ast;
};

/// Rewrites a launch as hipLaunchKernelGGL by replacing only the
/// punctuation between its pieces (comments there are kept). Grid and
/// block are wrapped in dim3() unless written as an explicit dim3(...).
/// Returns the group of the edits added, or nothing, adding nothing, when
/// the text between the pieces is not exactly the launch's own punctuation
/// (then the pieces were mapped wrongly).
std::optional<unsigned> rewriteLaunch(core::FileContext &Ctx,
                                      const LaunchShape &L);

/// The launch whose "<<<" is at \p Chevrons, found from the tokens of
/// \p Buffer (null-terminated) alone: the kernel's name before it, maybe
/// qualified, maybe with template arguments (ns::k<float, 4>), the
/// configuration split at commas outside brackets, and the arguments' '('.
std::optional<LaunchShape> launchFromTokens(llvm::StringRef Buffer,
                                            unsigned Chevrons);

/// Joins the chevrons of launches written apart (`k << < g, b >> > (x)`,
/// which nvcc takes and clang does not) as the parse read them
/// (FileContext::ParseText): edits by \p From, except inside the spans
/// \p Rewritten (launches rewritten whole).
void joinSplitChevrons(
    core::FileContext &Ctx, const rewrite::Origin &From,
    llvm::ArrayRef<std::pair<unsigned, unsigned>> Rewritten = {});

} // namespace hipify::rules

#endif
