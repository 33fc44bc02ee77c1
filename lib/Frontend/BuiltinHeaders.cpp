//===- BuiltinHeaders.cpp - the built-in CUDA declarations ----------------===//
//
// The headers used when no CUDA SDK is available: generated at build time by
// hipify-tablegen from the mapping tables and lib/Frontend/builtin/.
//
//===----------------------------------------------------------------------===//

#include "hipify/Frontend/CudaFrontend.h"

namespace hipify::frontend {

namespace {
#include "BuiltinHeaders.inc"
} // namespace

llvm::ArrayRef<BuiltinFile> builtinFiles() { return BuiltinFiles; }

} // namespace hipify::frontend
