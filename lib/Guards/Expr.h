//===- Expr.h - a parsed #if condition, and its value ---------------------===//
//
// Private to lib/Guards: the tree parseCondition() builds (Conditions.cpp)
// and what the analysis asks of it (GuardAnalysis.cpp).
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_GUARDS_EXPR_H
#define HIPIFY_GUARDS_EXPR_H

#include "llvm/ADT/StringRef.h"

#include <functional>
#include <memory>
#include <optional>
#include <string>

namespace hipify::guards {

struct Expr {
  enum Kind { Number, Identifier, Defined, Unary, Binary, Ternary, Call } K;
  long long Value = 0;
  std::string Name; // identifier, or operator
  unsigned Offset = 0; // in the condition text
  std::shared_ptr<Expr> A, B, C;
};

/// A macro environment: a value, "undefined", or unknown.
struct Env {
  std::function<std::optional<long long>(llvm::StringRef)> Value; // nullopt: unknown
  std::function<std::optional<bool>(llvm::StringRef)> IsDefined;
};

/// The value of \p E in \p V: nullopt when unknown (a macro of unknown
/// value, a division by zero).
std::optional<long long> eval(const Expr &E, const Env &V);
/// Calls \p F for \p E and each expression under it, parents first.
void visit(const Expr &E, const std::function<void(const Expr &)> &F);

} // namespace hipify::guards

#endif
