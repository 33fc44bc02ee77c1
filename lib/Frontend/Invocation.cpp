//===- Invocation.cpp - the clang command line and file system of a parse -===//
//
// A parse runs clang on one file in CUDA mode, host side only, with either a
// CUDA SDK (with what clang 22 needs for CUDA 13: the cccl include directory,
// no version check) or, without one, the built-in declarations generated
// from the mapping tables, served from an in-memory directory and
// force-included the way nvcc includes cuda_runtime.h. This file finds the
// SDK, makes the command line, serves the file system (the file's bytes from
// memory, so the AST's offsets are offsets into the buffer the edits apply
// to) and runs clang so that a crash on one file does not end the run.
//
//===----------------------------------------------------------------------===//

#include "Invocation.h"
#include "LibraryFit.h"
#include "hipify/Support/Words.h"

#include "llvm/Support/CrashRecoveryContext.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/VirtualFileSystem.h"

using namespace clang;
using namespace llvm;

namespace hipify::frontend {

static std::optional<VersionTuple> sdkVersion(StringRef Path) {
  SmallString<256> CudaH(Path);
  sys::path::append(CudaH, "include", "cuda.h");
  auto Buf = MemoryBuffer::getFile(CudaH);
  if (!Buf)
    return std::nullopt;
  std::optional<unsigned> V =
      definedNumber((*Buf)->getBuffer(), "CUDA_VERSION");
  if (!V)
    return std::nullopt;
  return VersionTuple(*V / 1000, (*V % 1000) / 10);
}

std::string parseEnvironment() {
  // Those clang's driver and its toolchains read (clang/lib/Driver): the
  // include paths, the driver's overrides, where programs and SDKs are.
  static constexpr llvm::StringLiteral Names[] = {"CPATH",
                                                  "C_INCLUDE_PATH",
                                                  "CPLUS_INCLUDE_PATH",
                                                  "OBJC_INCLUDE_PATH",
                                                  "OBJCPLUS_INCLUDE_PATH",
                                                  "CCC_OVERRIDE_OPTIONS",
                                                  "COMPILER_PATH",
                                                  "SDKROOT",
                                                  "CUDA_PATH",
                                                  "HIP_PATH",
                                                  "ROCM_PATH",
                                                  "HIP_DEVICE_LIB_PATH"};
  std::string Text;
  for (llvm::StringLiteral Name : Names)
    if (std::optional<std::string> Value = sys::Process::GetEnv(Name))
      Text += (Name + "=" + *Value + "\n").str();
  return Text;
}

std::optional<CudaSdk> findCudaSdk(StringRef Explicit) {
  std::vector<std::string> Candidates;
  if (!Explicit.empty())
    Candidates.push_back(Explicit.str());
  else {
    if (auto Env = sys::Process::GetEnv("CUDA_PATH"))
      Candidates.push_back(*Env);
    Candidates.push_back("/usr/local/cuda");
  }
  for (const std::string &C : Candidates) {
    SmallString<256> Runtime(C);
    sys::path::append(Runtime, "include", "cuda_runtime.h");
    if (!sys::fs::exists(Runtime))
      continue;
    SmallString<256> Abs(C);
    sys::fs::make_absolute(Abs);
    sys::path::remove_dots(Abs, /*remove_dot_dot=*/true);
    CudaSdk Sdk{std::string(Abs), sdkVersion(Abs).value_or(VersionTuple())};
    return Sdk;
  }
  return std::nullopt;
}

std::vector<std::string> commandLine(const ParseSetup &Setup, StringRef File) {
  std::vector<std::string> Args = {"clang++"};
  Args.insert(Args.end(), Setup.ArgsBefore.begin(), Setup.ArgsBefore.end());
  // No typo correction: a misspelt or removed CUDA name must stay what it
  // is, not become another declaration. No carets: no "N errors generated".
  // Relocatable device code: a kernel launched from device code (dynamic
  // parallelism) is then parsed as a launch, for the rules to report.
  for (const char *A : {"-x", "cuda", "--cuda-host-only", "-fgpu-rdc", "-nocudalib",
                        "-fsyntax-only", "-w", "-ferror-limit=0",
                        "-fparse-all-comments", "-fno-spell-checking",
                        "-fno-caret-diagnostics"})
    Args.push_back(A);
  Args.push_back("-resource-dir");
  Args.push_back(Setup.ResourceDir);
  for (const std::string &Arch : Setup.GpuArchs)
    Args.push_back("--cuda-gpu-arch=" + Arch);
  if (Setup.Sdk) {
    Args.push_back("--cuda-path=" + Setup.Sdk->Path);
    Args.push_back("-Wno-unknown-cuda-version");
    Args.push_back("-isystem");
    Args.push_back(Setup.Sdk->Path + "/include/cccl");
    // Library headers the SDK lacks (cudnn.h, ...) come from the built-ins.
    Args.push_back("-idirafter");
    Args.push_back(BuiltinIncludeDir.str());
  } else {
    const VersionTuple &V = Setup.CudaVersion;
    Args.push_back("-nocudainc");
    Args.push_back("-isystem");
    Args.push_back(BuiltinIncludeDir.str());
    Args.push_back("-include");
    Args.push_back(BuiltinCoreHeader.str());
    Args.push_back("-D__HIPIFY_CUDA_VERSION=" +
                   std::to_string(V.getMajor() * 1000 +
                                  V.getMinor().value_or(0) * 10));
  }
  // HIP headers (code already translated) resolve to empty stand-ins rather
  // than to a HIP installation that would not parse against CUDA.
  Args.push_back("-isystem");
  Args.push_back(BuiltinHipStubDir.str());
  Args.insert(Args.end(), Setup.Args.begin(), Setup.Args.end());
  Args.push_back(File.str());
  return Args;
}

IntrusiveRefCntPtr<FileManager> files(StringRef Path, StringRef Buffer,
                                      const ParseSetup &Setup) {
  auto Memory = makeIntrusiveRefCnt<vfs::InMemoryFileSystem>();
  for (const BuiltinFile &B : builtinFiles())
    Memory->addFile(BuiltinRoot + "/" + B.Name, 0,
                    MemoryBuffer::getMemBuffer(B.Content, B.Name, false));
  Memory->addFile(PreludeSource, 0, MemoryBuffer::getMemBuffer(""));
  if (!Setup.LibraryHeaders.empty())
    Memory->addFile(LibraryHeader, 0,
                    MemoryBuffer::getMemBufferCopy(
                        libraryHeaderText(Setup.LibraryHeaders)));
  Memory->addFile(Path, 0, MemoryBuffer::getMemBuffer(Buffer, Path, false));
  auto Overlay = makeIntrusiveRefCnt<vfs::OverlayFileSystem>(
      vfs::getRealFileSystem());
  Overlay->pushOverlay(Memory);
  return makeIntrusiveRefCnt<FileManager>(FileSystemOptions(), Overlay);
}

bool runSafely(tooling::ToolInvocation &Invocation) {
  // Clang recurses on deeply nested input (an #if of 20,000 parentheses),
  // and one pathological file must not take the run down.
  CrashRecoveryContext::Enable();
  CrashRecoveryContext Recovery;
  return Recovery.RunSafelyOnThread([&] { Invocation.run(); },
                                    /*RequestedStackSize=*/256u << 20);
}

} // namespace hipify::frontend
