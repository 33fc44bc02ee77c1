//===- Registry.cpp - the list of rules -----------------------------------===//
//
// The one list of rules (Rules.def), as clang-tidy's addCheckFactories is: a
// new rule is its own file in lib/Rules, its tests, and one line there.
//
//===----------------------------------------------------------------------===//

#include "hipify/Rules/Rule.h"

namespace hipify::rules {

#define HIPIFY_RULE(Spec) extern const RuleSpec Spec;
#include "Rules.def"

Rule::~Rule() = default;

llvm::ArrayRef<RuleSpec> registeredRules() {
  static const RuleSpec Rules[] = {
#define HIPIFY_RULE(Spec) Spec,
#include "Rules.def"
  };
  return Rules;
}

} // namespace hipify::rules
