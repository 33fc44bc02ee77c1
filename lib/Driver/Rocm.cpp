//===- Rocm.cpp - the ROCm installation a run translates for --------------===//

#include "hipify/Driver/Rocm.h"
#include "hipify/Support/Words.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/Program.h"

using namespace llvm;

namespace hipify::driver {

namespace {

bool hasHip(StringRef Root) {
  SmallString<256> P(Root);
  sys::path::append(P, "include", "hip", "hip_runtime.h");
  return sys::fs::exists(P);
}

/// HIP_VERSION_MAJOR and _MINOR of \p Root's hip_version.h (the patch
/// number there is a build number, not a release's).
VersionTuple hipVersion(StringRef Root) {
  SmallString<256> P(Root);
  sys::path::append(P, "include", "hip", "hip_version.h");
  auto Buf = MemoryBuffer::getFile(P);
  if (!Buf)
    return {};
  StringRef Text = (*Buf)->getBuffer();
  auto Major = definedNumber(Text, "HIP_VERSION_MAJOR"),
       Minor = definedNumber(Text, "HIP_VERSION_MINOR");
  if (!Major || !Minor)
    return {};
  return VersionTuple(*Major, *Minor);
}

} // namespace

Expected<std::optional<RocmInstall>> findRocm(StringRef Given) {
  auto Found = [](std::string Root, StringRef From, bool Targeted = true) {
    RocmInstall I;
    I.Hip = hipVersion(Root);
    I.Root = std::move(Root);
    I.From = From.str();
    I.Targeted = Targeted;
    return std::optional<RocmInstall>(std::move(I));
  };
  if (!Given.empty()) {
    if (!hasHip(Given))
      return createStringError(inconvertibleErrorCode(),
                               "--rocm-path '" + Given +
                                   "' has no include/hip/hip_runtime.h");
    return Found(Given.str(), "--rocm-path");
  }
  if (std::optional<std::string> Env = sys::Process::GetEnv("ROCM_PATH");
      Env && !Env->empty() && hasHip(*Env))
    return Found(*Env, "ROCM_PATH");
  if (hasHip("/opt/rocm"))
    return Found("/opt/rocm", "/opt/rocm");
  if (ErrorOr<std::string> Hipcc = sys::findProgramByName("hipcc")) {
    SmallString<256> Real;
    if (!sys::fs::real_path(*Hipcc, Real)) {
      StringRef Root = sys::path::parent_path(sys::path::parent_path(Real));
      if (hasHip(Root))
        return Found(Root.str(), "hipcc", /*Targeted=*/false);
    }
  }
  if (hasHip("/usr"))
    return Found("/usr", "/usr", /*Targeted=*/false);
  return std::nullopt;
}

} // namespace hipify::driver
