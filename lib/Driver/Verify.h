//===- Verify.h - compile the translations for the target (--verify) ------===//
//
// Private to lib/Driver. After a run has written its outputs, each
// compilation unit is compiled for the AMD target (syntax only) with the HIP
// toolchain found here, and each error is taken back to its line in the CUDA
// input and sorted: expected where the report already flagged the place (an
// unsupported API, a call that needs a person, code the parser could not
// read, a HIP library not installed), unexpected elsewhere: a defect of the
// translation.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_LIB_DRIVER_VERIFY_H
#define HIPIFY_LIB_DRIVER_VERIFY_H

#include "hipify/Driver/Rocm.h"
#include "hipify/Report/Report.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/Error.h"

#include <string>
#include <vector>

namespace hipify::driver {

/// A HIP compiler and the arguments that make it check one file.
struct HipCompiler {
  std::string Program;
  std::vector<std::string> Args; // before the unit's own flags
  std::string RocmRoot;          // where include/hip/hip_runtime.h is
  llvm::VersionTuple Hip;        // the HIP version of its headers, if known
};

/// The compiler named by \p Given (--hip-compiler), else \p Rocm's hipcc,
/// else LLVM 22's clang++ in HIP mode with \p Rocm's headers, targeting
/// \p Arch. An error says what is missing (no compiler, or no HIP headers).
llvm::Expected<HipCompiler>
findHipCompiler(llvm::StringRef Given, llvm::StringRef Arch,
                const std::optional<RocmInstall> &Rocm);

/// One output to compile: the index of its file's report, and its flags
/// (include paths, macros, standard).
struct VerifyUnit {
  size_t File;
  std::vector<std::string> Flags;
  /// The project headers it reads that the run left untranslated: an error
  /// in one, or naming what one declares, is theirs (verify-untranslated).
  std::vector<std::string> Untranslated;
};

/// Compiles every unit, \p Jobs at a time (0: all cores), each in at most
/// \p Seconds (0: no limit), sets each unit's Compiles and puts each error
/// into the CompileErrors of the report of the file it falls in (of the
/// files in \p Files, whose outputs were written). A unit that could not be
/// compiled (the compiler would not run, or ran out of time) gets a Problem;
/// the result is the number of such units.
size_t verify(const HipCompiler &Compiler, llvm::ArrayRef<VerifyUnit> Units,
              std::vector<report::FileReport> &Files, unsigned Jobs,
              unsigned Seconds);

} // namespace hipify::driver

#endif
