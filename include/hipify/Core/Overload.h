//===- Overload.h - a project function as the translation changes it ------===//
//
// What a translation saw of a function of the project whose parameter types
// it changes: the run compares them across its files (overload-collision).
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_CORE_OVERLOAD_H
#define HIPIFY_CORE_OVERLOAD_H

#include <string>
#include <tuple>
#include <vector>

namespace hipify::core {

/// A function of the project whose parameter types the translation
/// changes (f(CUresult) -> f(hipError_t)), as a translation saw it: \p Key
/// (its scope and name, qualifiers and parameter types as HIP spells them:
/// the function it becomes), \p Signature (its name and parameter types as
/// CUDA spells them: the function it is) and those types.
struct Overload {
  std::string Key, Signature;
  std::vector<std::string> Params;
  friend bool operator<(const Overload &A, const Overload &B) {
    return std::tie(A.Key, A.Signature) < std::tie(B.Key, B.Signature);
  }
  friend bool operator==(const Overload &A, const Overload &B) {
    return A.Key == B.Key && A.Signature == B.Signature;
  }
};

} // namespace hipify::core

#endif
