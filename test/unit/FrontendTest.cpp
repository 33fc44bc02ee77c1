//===- FrontendTest.cpp - the clang command line, the SDK, one parse ------===//
#include "hipify/Frontend/CudaFrontend.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/Decl.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <gtest/gtest.h>

using namespace hipify;
using namespace llvm;

namespace {

/// The argument after the first \p Flag of \p Args, or "" if none.
std::string after(const std::vector<std::string> &Args, StringRef Flag) {
  auto It = find(Args, Flag);
  return It == Args.end() || It + 1 == Args.end() ? "" : *(It + 1);
}

/// Whether \p Args has \p Flag followed by \p Value.
bool hasPair(const std::vector<std::string> &Args, StringRef Flag,
             StringRef Value) {
  for (size_t I = 0; I + 1 < Args.size(); ++I)
    if (Args[I] == Flag && Args[I + 1] == Value)
      return true;
  return false;
}

TEST(CommandLine, UsesTheBuiltInDeclarationsWithoutAnSdk) {
  frontend::ParseSetup Setup;
  Setup.ResourceDir = "/res";
  Setup.CudaVersion = VersionTuple(12, 4);
  Setup.GpuArchs = {"sm_80"};
  Setup.ArgsBefore = {"-DBEFORE"};
  Setup.Args = {"-I/project/include"};
  std::vector<std::string> Args = frontend::commandLine(Setup, "/src/k.cu");
  ASSERT_GE(Args.size(), 3u);
  EXPECT_EQ(Args.front(), "clang++");
  EXPECT_EQ(Args[1], "-DBEFORE"); // before hipify-cxx's own
  EXPECT_EQ(Args.back(), "/src/k.cu");
  EXPECT_EQ(Args[Args.size() - 2], "-I/project/include"); // after them
  EXPECT_EQ(after(Args, "-x"), "cuda");
  EXPECT_TRUE(is_contained(Args, "--cuda-host-only"));
  EXPECT_TRUE(is_contained(Args, "-fsyntax-only"));
  EXPECT_TRUE(is_contained(Args, "-nocudainc"));
  EXPECT_TRUE(is_contained(Args, "--cuda-gpu-arch=sm_80"));
  EXPECT_EQ(after(Args, "-resource-dir"), "/res");
  EXPECT_TRUE(hasPair(Args, "-include", "__hipify_core.h"));
  EXPECT_TRUE(hasPair(Args, "-isystem", frontend::BuiltinIncludeDir));
  EXPECT_TRUE(hasPair(Args, "-isystem", frontend::BuiltinHipStubDir));
  EXPECT_TRUE(is_contained(Args, "-D__HIPIFY_CUDA_VERSION=12040"));
  for (const std::string &A : Args)
    EXPECT_FALSE(StringRef(A).starts_with("--cuda-path")) << A;
}

TEST(CommandLine, UsesAnSdkWithItsCcclDirectory) {
  frontend::ParseSetup Setup;
  Setup.ResourceDir = "/res";
  Setup.Sdk = frontend::CudaSdk{"/opt/cuda-13.0", VersionTuple(13, 0)};
  std::vector<std::string> Args = frontend::commandLine(Setup, "k.cu");
  EXPECT_EQ(Args.back(), "k.cu");
  EXPECT_TRUE(is_contained(Args, "--cuda-path=/opt/cuda-13.0"));
  EXPECT_TRUE(hasPair(Args, "-isystem", "/opt/cuda-13.0/include/cccl"));
  EXPECT_TRUE(is_contained(Args, "-Wno-unknown-cuda-version"));
  // Library headers the SDK lacks still come from the built-ins, after it.
  EXPECT_TRUE(hasPair(Args, "-idirafter", frontend::BuiltinIncludeDir));
  EXPECT_FALSE(is_contained(Args, "-nocudainc"));
  EXPECT_FALSE(is_contained(Args, "-include"));
  for (const std::string &A : Args)
    EXPECT_FALSE(StringRef(A).starts_with("-D__HIPIFY_CUDA_VERSION")) << A;
}

/// A temporary directory, removed with what it holds.
struct TempDir {
  SmallString<128> Path;
  TempDir() {
    EXPECT_FALSE(sys::fs::createUniqueDirectory("hipify-frontend", Path));
  }
  ~TempDir() { sys::fs::remove_directories(Path); }
  void write(StringRef Rel, StringRef Text) {
    SmallString<128> P(Path);
    sys::path::append(P, Rel);
    ASSERT_FALSE(sys::fs::create_directories(sys::path::parent_path(P)));
    std::error_code EC;
    raw_fd_ostream OS(P, EC);
    ASSERT_FALSE(EC) << EC.message();
    OS << Text;
  }
};

TEST(FindCudaSdk, FindsAnSdkAndItsVersion) {
  TempDir Dir;
  Dir.write("include/cuda_runtime.h", "#pragma once\n");
  Dir.write("include/cuda.h", "#ifndef CUDA_H\n#define CUDA_H\n"
                              "#define CUDA_VERSION 12040\n#endif\n");
  std::optional<frontend::CudaSdk> Sdk = frontend::findCudaSdk(Dir.Path);
  ASSERT_TRUE(Sdk.has_value());
  EXPECT_EQ(Sdk->Path, Dir.Path.str());
  EXPECT_EQ(Sdk->Version, VersionTuple(12, 4));
}

TEST(FindCudaSdk, FindsAnSdkWithoutAVersion) {
  TempDir Dir;
  Dir.write("include/cuda_runtime.h", "#pragma once\n");
  std::optional<frontend::CudaSdk> Sdk = frontend::findCudaSdk(Dir.Path);
  ASSERT_TRUE(Sdk.has_value());
  EXPECT_TRUE(Sdk->Version.empty());
}

TEST(FindCudaSdk, FindsNothingInADirectoryWithoutTheRuntimeHeader) {
  TempDir Dir;
  EXPECT_FALSE(frontend::findCudaSdk(Dir.Path).has_value());
  Dir.write("include/cuda.h", "#define CUDA_VERSION 12040\n");
  EXPECT_FALSE(frontend::findCudaSdk(Dir.Path).has_value());
}

/// Records what the parse showed it.
struct Recorder : frontend::ParseHooks {
  std::vector<std::string> Calls;
  std::optional<unsigned> KernelOffset;
  bool KernelIsGlobal = false;
  bool MallocFromCuda = false;

  void beginParse(const frontend::SourceInfo &,
                  clang::Preprocessor &) override {
    Calls.push_back("begin");
  }
  void endParse(clang::ASTContext &AST,
                const frontend::SourceInfo &SI) override {
    Calls.push_back("end");
    for (clang::Decl *D : frontend::ownDeclarations(AST))
      if (auto *F = dyn_cast<clang::FunctionDecl>(D))
        if (F->getName() == "scale") {
          KernelOffset = SI.spelledAt(F->getLocation());
          KernelIsGlobal = F->hasAttr<clang::CUDAGlobalAttr>();
        }
    // cudaMalloc is declared by the built-in declarations, a CUDA header.
    for (clang::NamedDecl *D :
         AST.getTranslationUnitDecl()->lookup(&AST.Idents.get("cudaMalloc")))
      MallocFromCuda |= SI.isCuda(D->getLocation());
  }
};

TEST(Parse, ParsesWithTheBuiltInDeclarations) {
  auto Table = cantFail(mapping::MappingTable::create());
  core::TranslateOptions Opts;
  frontend::ParseSetup Setup;
  Setup.ResourceDir = HIPIFY_CLANG_RESOURCE_DIR;
  Setup.CudaVersion = VersionTuple(12, 4);
  std::string Buffer = "__global__ void scale(float *x, float a) {\n"
                       "  x[threadIdx.x] *= a;\n}\n"
                       "void run(float *x) {\n"
                       "  cudaMalloc(&x, 4);\n"
                       "  scale<<<1, 1>>>(x, 2.0f);\n}\n";
  TempDir Dir;
  SmallString<128> File(Dir.Path);
  sys::path::append(File, "k.cu"); // served from memory: never written
  core::FileFacts Facts;
  core::FileContext Ctx(Buffer, *Table, Opts, {}, Facts);
  Recorder Hooks;
  frontend::ParseResult R = frontend::parse(Setup, File, Ctx, Facts, Hooks);
  EXPECT_TRUE(R.Started);
  EXPECT_TRUE(R.Misfit.empty());
  EXPECT_EQ(Hooks.Calls, (std::vector<std::string>{"begin", "end"}));
  EXPECT_EQ(Hooks.KernelOffset, Buffer.find("scale"));
  EXPECT_TRUE(Hooks.KernelIsGlobal);
  EXPECT_TRUE(Hooks.MallocFromCuda);
  for (const core::Diagnostic &D : Ctx.diagnostics())
    ADD_FAILURE() << D.Message;
  // The file itself is a dependency; the built-in declarations are not.
  EXPECT_TRUE(is_contained(Facts.Dependencies, File.str()));
  for (const std::string &D : Facts.Dependencies)
    EXPECT_FALSE(StringRef(D).starts_with(frontend::BuiltinRoot)) << D;
}

TEST(Parse, KeepsClangErrorsAsDiagnosticsOfTheFile) {
  auto Table = cantFail(mapping::MappingTable::create());
  core::TranslateOptions Opts;
  frontend::ParseSetup Setup;
  Setup.ResourceDir = HIPIFY_CLANG_RESOURCE_DIR;
  Setup.CudaVersion = VersionTuple(12, 4);
  std::string Buffer = "void f() {\n  undeclared_name();\n}\n";
  core::FileFacts Facts;
  core::FileContext Ctx(Buffer, *Table, Opts, {}, Facts);
  Recorder Hooks;
  frontend::ParseResult R =
      frontend::parse(Setup, "/nonexistent/e.cu", Ctx, Facts, Hooks);
  EXPECT_TRUE(R.Started);
  EXPECT_EQ(Hooks.Calls, (std::vector<std::string>{"begin", "end"}));
  ASSERT_EQ(Ctx.diagnostics().size(), 1u);
  EXPECT_EQ(Ctx.diagnostics()[0].Level, core::Severity::Error);
  EXPECT_EQ(Ctx.diagnostics()[0].Offset, Buffer.find("undeclared_name"));
  EXPECT_NE(Ctx.diagnostics()[0].Message.find("undeclared_name"),
            std::string::npos)
      << Ctx.diagnostics()[0].Message;
}

} // namespace
