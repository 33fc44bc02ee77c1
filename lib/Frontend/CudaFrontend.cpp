//===- CudaFrontend.cpp - parse one file as CUDA -------------------------===//
//
// Builds the clang invocation for one file: CUDA mode, host side only, and
// either a CUDA SDK (with what clang 22 needs for CUDA 13: the cccl include
// directory, no version check) or, without one, the built-in declarations
// generated from the mapping tables, served from an in-memory directory and
// force-included the way nvcc includes cuda_runtime.h.
//
// The file's bytes are served from memory too, so that the AST's offsets are
// offsets into exactly the buffer the edits apply to. A missing #include is
// not an error (most CUDA code includes something this machine lacks), and
// no error stops the parse early: each one is kept as a diagnostic of the
// file, and the lexical pass covers what the parser could not. What is done
// with the preprocessor and the AST is the caller's (ParseHooks): the rules
// know the frontend, never the other way round.
//
//===----------------------------------------------------------------------===//

#include "hipify/Frontend/CudaFrontend.h"

#include "clang/AST/ASTConsumer.h"
#include "clang/AST/ASTContext.h"
#include "clang/Basic/DiagnosticIDs.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendAction.h"
#include "clang/Frontend/Utils.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/CrashRecoveryContext.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/Regex.h"
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
  SmallVector<StringRef, 2> M;
  if (!Regex("#define[ \t]+CUDA_VERSION[ \t]+([0-9]+)")
           .match((*Buf)->getBuffer(), &M))
    return std::nullopt;
  unsigned V = 0;
  if (M[1].getAsInteger(10, V))
    return std::nullopt;
  return VersionTuple(V / 1000, (V % 1000) / 10);
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
    Args.push_back("__hipify_core.h");
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

namespace {

/// Keeps clang's errors as diagnostics of the file being translated.
class ErrorCollector : public DiagnosticConsumer {
public:
  explicit ErrorCollector(core::FileContext &Ctx) : Ctx(Ctx) {}

  void HandleDiagnostic(DiagnosticsEngine::Level Level,
                        const Diagnostic &Info) override {
    DiagnosticConsumer::HandleDiagnostic(Level, Info);
    if (Level < DiagnosticsEngine::Error)
      return;
    SmallString<256> Message;
    Info.FormatDiagnostic(Message);
    unsigned Offset = 0;
    if (Info.hasSourceManager() && Info.getLocation().isValid()) {
      const SourceManager &SM = Info.getSourceManager();
      SourceLocation Loc = SM.getFileLoc(Info.getLocation());
      // An error inside a header is reported at the #include of the main file.
      while (Loc.isValid() && SM.getFileID(Loc) != SM.getMainFileID()) {
        PresumedLoc P = SM.getPresumedLoc(Loc);
        if (P.isValid() && Message.find(" (in ") == StringRef::npos)
          Message += (" (in " + Twine(P.getFilename()) + ":" +
                      Twine(P.getLine()) + ")")
                         .str();
        Loc = SM.getIncludeLoc(SM.getFileID(Loc));
      }
      if (Loc.isValid())
        Offset = SM.getFileOffset(Loc);
    }
    Ctx.diagnose(Offset, core::Severity::Error, std::string(Message),
                 "clang-error");
  }

private:
  core::FileContext &Ctx;
};

class Consumer : public ASTConsumer {
public:
  Consumer(const SourceInfo &SI, core::FileContext &Ctx, ParseHooks &Hooks)
      : SI(SI), Ctx(Ctx), Hooks(Hooks) {}
  void HandleTranslationUnit(ASTContext &AST) override {
    Ctx.Parsed = true;
    Hooks.endParse(AST, SI);
  }

private:
  const SourceInfo &SI;
  core::FileContext &Ctx;
  ParseHooks &Hooks;
};

/// The project's files a parse reads: for depfiles and the cache.
class ProjectDependencies : public DependencyCollector {
  bool sawDependency(StringRef Filename, bool FromModule, bool IsSystem,
                     bool IsModuleFile, bool IsMissing) override {
    return !IsSystem && !IsMissing && !Filename.starts_with(BuiltinRoot);
  }
};

class Action : public ASTFrontendAction {
public:
  Action(std::vector<std::string> CudaPrefixes, core::FileContext &Ctx,
         ParseHooks &Hooks, bool &Started)
      : CudaPrefixes(std::move(CudaPrefixes)), Ctx(Ctx), Hooks(Hooks),
        Started(Started) {}

  bool BeginSourceFileAction(CompilerInstance &CI) override {
    Started = true;
    Preprocessor &PP = CI.getPreprocessor();
    PP.SetSuppressIncludeNotFoundError(true);
    SI.emplace(CI.getSourceManager(), CI.getLangOpts(), CudaPrefixes);
    Hooks.beginParse(*SI, PP);
    Deps->attachToPreprocessor(PP);
    return true;
  }

  void EndSourceFileAction() override {
    for (StringRef D : Deps->getDependencies()) {
      SmallString<256> P(D);
      sys::fs::make_absolute(P);
      sys::path::remove_dots(P, /*remove_dot_dot=*/true);
      Ctx.Dependencies.push_back(std::string(P));
    }
  }

  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &,
                                                 StringRef) override {
    return std::make_unique<Consumer>(*SI, Ctx, Hooks);
  }

private:
  std::vector<std::string> CudaPrefixes;
  core::FileContext &Ctx;
  ParseHooks &Hooks;
  bool &Started;
  std::optional<SourceInfo> SI;
  std::shared_ptr<ProjectDependencies> Deps =
      std::make_shared<ProjectDependencies>();
};

} // namespace

ParseHooks::~ParseHooks() = default;

bool parse(const ParseSetup &Setup, StringRef File, core::FileContext &Ctx,
           ParseHooks &Hooks) {
  SmallString<256> Path(File);
  sys::fs::make_absolute(Path);
  sys::path::remove_dots(Path, /*remove_dot_dot=*/true);

  auto Memory = makeIntrusiveRefCnt<vfs::InMemoryFileSystem>();
  for (const BuiltinFile &B : builtinFiles())
    Memory->addFile(BuiltinRoot + "/" + B.Name, 0,
                    MemoryBuffer::getMemBuffer(B.Content, B.Name, false));
  Memory->addFile(Path, 0, MemoryBuffer::getMemBuffer(Ctx.Buffer, Path, false));
  auto Overlay = makeIntrusiveRefCnt<vfs::OverlayFileSystem>(
      vfs::getRealFileSystem());
  Overlay->pushOverlay(Memory);
  auto Files = makeIntrusiveRefCnt<FileManager>(FileSystemOptions(), Overlay);

  // What counts as a CUDA header: the SDK, the built-ins, clang's CUDA
  // runtime wrappers (a prefix: "__clang_cuda" matches that family of files;
  // cuda_wrappers/ holds C++ library headers, not CUDA).
  std::vector<std::string> CudaPrefixes = {
      BuiltinIncludeDir.str() + "/", Setup.ResourceDir + "/include/__clang_cuda"};
  if (Setup.Sdk)
    CudaPrefixes.push_back(Setup.Sdk->Path + "/include/");

  ErrorCollector Errors(Ctx);
  bool Started = false; // the compiler ran: its command line was sane
  tooling::ToolInvocation Invocation(
      commandLine(Setup, Path),
      std::make_unique<Action>(std::move(CudaPrefixes), Ctx, Hooks, Started),
      Files.get());
  Invocation.setDiagnosticConsumer(&Errors);
  // Parse on a thread with a large stack, recovering from a crash: clang
  // recurses on deeply nested input (an #if of 20,000 parentheses), and one
  // pathological file must not take the run down. Without an AST the
  // lexical pass still translates the file.
  CrashRecoveryContext::Enable();
  CrashRecoveryContext Recovery;
  if (!Recovery.RunSafelyOnThread([&] { Invocation.run(); },
                                  /*RequestedStackSize=*/256u << 20))
    Ctx.diagnose(0, core::Severity::Error,
                 "clang stopped while parsing this file; it is translated at "
                 "token level only",
                 "clang-error");
  return Started;
}

} // namespace hipify::frontend
