//===- Rocm.h - the ROCm installation a run translates for ------*- C++ -*-===//
//
// Where HIP is installed, and which HIP it is: the default target of a
// translation (no --hip-version) and the headers --verify compiles against.
//
//===----------------------------------------------------------------------===//

#ifndef HIPIFY_DRIVER_ROCM_H
#define HIPIFY_DRIVER_ROCM_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/VersionTuple.h"

#include <optional>
#include <string>

namespace hipify::driver {

struct RocmInstall {
  std::string Root;          // where include/hip/hip_runtime.h is
  llvm::VersionTuple Hip;    // major.minor of its hip_version.h, if it says
  std::string From;          // how it was found: "--rocm-path", "ROCM_PATH", ...
  /// Whether its HIP is the default target: a ROCm installation named
  /// (--rocm-path, $ROCM_PATH) or installed where AMD installs it
  /// (/opt/rocm). The HIP a distribution's hipcc brings (/usr) serves
  /// --verify only: the same command translates alike on every machine that
  /// merely has a hipcc, as hipify-clang's does.
  bool Targeted = false;
};

/// The ROCm installation: \p Given (--rocm-path; an error when it holds no
/// HIP headers), else $ROCM_PATH, /opt/rocm, the one hipcc on PATH belongs
/// to, /usr; the first that has include/hip/hip_runtime.h. None if none has.
llvm::Expected<std::optional<RocmInstall>> findRocm(llvm::StringRef Given);

} // namespace hipify::driver

#endif
