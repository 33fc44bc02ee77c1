//===- CompatLayerTest.cpp - what a translation gives the compat layer ----===//
#include "hipify/Compat/CompatLayer.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

#include <gtest/gtest.h>

using namespace hipify;
using rewrite::Producer;

namespace {

struct Compat : ::testing::Test {
  std::unique_ptr<mapping::MappingTable> Table =
      std::move(*mapping::MappingTable::create());
  mapping::Targets Targets;

  Compat() {
    EXPECT_FALSE(Targets.Hip.tryParse("6.2"));
    EXPECT_FALSE(Targets.Cuda.tryParse("12.6"));
  }

  /// An edit of \p Rule replacing \p Old (found in \p Buffer) by \p New.
  static rewrite::Edit edit(llvm::StringRef Buffer, llvm::StringRef Old,
                            std::string New, Producer Rule,
                            llvm::StringRef Entry) {
    rewrite::Edit E;
    E.Offset = Buffer.find(Old);
    E.Length = Old.size();
    E.Text = std::move(New);
    E.From = {Rule, Entry, rewrite::Tier::Ast, "", ""};
    return E;
  }
};

TEST_F(Compat, RenamesBecomeMacrosAndOtherChangesAreReported) {
  compat::Layer L(*Table, Targets);
  std::string Buffer = "#if CUDA_VERSION >= 11000\ncudaFree(p);\n#endif\n"
                       "struct S { int major; };\n";
  report::FileReport R;
  R.File = "a.cu";
  R.Applied = {
      edit(Buffer, "cudaFree", "hipFree", Producer::ApiRename, "cudaFree"),
      edit(Buffer, "CUDA_VERSION >= 11000", "1", Producer::Guard, ""),
  };
  L.take(R, Buffer);
  EXPECT_TRUE(R.Applied.empty()); // the source stays as it is
  ASSERT_EQ(R.Diagnostics.size(), 1u);
  EXPECT_EQ(R.Diagnostics[0].Tag, Tag::CompatSource);
  EXPECT_EQ(R.Diagnostics[0].Line, 1u);

  std::map<std::string, std::string> Files = L.files();
  const std::string &Main = Files.at(compat::MainHeader.str());
  EXPECT_NE(Main.find("#define cudaFree hipFree\n"), std::string::npos);
  EXPECT_NE(Main.find("#define CUDA_VERSION 12060\n"), std::string::npos);
  EXPECT_NE(Main.find("#include <hip/hip_runtime.h>\n"), std::string::npos);
  EXPECT_EQ(Main.find("major"), std::string::npos);
}

TEST_F(Compat, AHeaderStandsForItsHipTwinAndSaysWhatItIs) {
  compat::Layer L(*Table, Targets);
  std::string Buffer = "#include <cublas_v2.h>\n";
  report::FileReport R;
  R.Applied = {edit(Buffer, "cublas_v2.h", "hipblas/hipblas.h",
                    Producer::Include, "cublas_v2.h")};
  L.take(R, Buffer);
  EXPECT_TRUE(R.Diagnostics.empty());
  std::string Header = L.files().at("cublas_v2.h");
  EXPECT_NE(Header.find("#include <hipblas/hipblas.h>\n#include "
                        "\"hipify_compat.h\"\n#include "
                        "\"hipify_compat_macros.h\"\n"),
            std::string::npos);
}

TEST_F(Compat, ANamespaceIsAnAliasAfterItsLibrarysHeaderElseAMacro) {
  std::string Buffer = "#include <cub/cub.cuh>\ncub::BlockReduce<int, 4> r;\n";
  auto Cub = edit(Buffer, "cub::", "hipcub", Producer::ApiRename, "cub");
  Cub.Length = 3;
  compat::Layer WithHeader(*Table, Targets);
  report::FileReport R;
  R.Applied = {edit(Buffer, "cub/cub.cuh", "hipcub/hipcub.hpp",
                    Producer::Include, "cub/cub.cuh"),
               Cub};
  WithHeader.take(R, Buffer);
  EXPECT_TRUE(R.Diagnostics.empty());
  auto Files = WithHeader.files();
  EXPECT_NE(Files.at("cub/cub.cuh").find("namespace cub = hipcub;\n"),
            std::string::npos);
  EXPECT_EQ(Files.at(compat::MainHeader.str()).find("#define cub "),
            std::string::npos);

  compat::Layer Alone(*Table, Targets);
  report::FileReport R2;
  R2.Applied = {Cub};
  Alone.take(R2, Buffer);
  EXPECT_NE(Alone.files().at(compat::MainHeader.str()).find(
                "#define cub hipcub\n"),
            std::string::npos);
}

TEST_F(Compat, CallsWhoseArgumentsDifferGoThroughAnAdapter) {
  compat::Layer L(*Table, Targets);
  std::string Buffer = "cudaEventCreate(&e, flags);\n";
  report::FileReport R;
  R.Applied = {edit(Buffer, "cudaEventCreate", "hipEventCreateWithFlags",
                    Producer::ApiRename, "cudaEventCreateWithFlags")};
  L.take(R, Buffer);
  EXPECT_TRUE(R.Diagnostics.empty());
  std::string Main = L.files().at(compat::MainHeader.str());
  EXPECT_NE(Main.find("#define hipify_compat_cudaEventCreate_1(a0) "
                      "hipEventCreate(a0)\n"),
            std::string::npos);
  EXPECT_NE(Main.find("#define hipify_compat_cudaEventCreate_2(a0, a1) "
                      "hipEventCreateWithFlags(a0, a1)\n"),
            std::string::npos);
  EXPECT_EQ(Main.find("#define cudaEventCreate hipEventCreate"),
            std::string::npos);
}

TEST_F(Compat, AnAdapterAddsTheTargetsVersionAndAppendsByArgumentCount) {
  compat::Layer L(*Table, Targets);
  std::string Buffer = "cudaGetDriverEntryPoint(s, &f, flags);\n";
  report::FileReport R;
  R.Applied = {edit(Buffer, "cudaGetDriverEntryPoint", "hipGetProcAddress",
                    Producer::ApiRename, "cudaGetDriverEntryPoint"),
               edit(Buffer, "flags", "602, flags", Producer::ArgumentEdit,
                    "cudaGetDriverEntryPoint")};
  L.take(R, Buffer);
  EXPECT_TRUE(R.Diagnostics.empty());
  std::string Main = L.files().at(compat::MainHeader.str());
  // add-argument-2={hip-version};append-argument-3=nullptr
  EXPECT_NE(Main.find("#define hipify_compat_cudaGetDriverEntryPoint_3(a0, "
                      "a1, a2) hipGetProcAddress(a0, a1, 602, a2, nullptr)\n"),
            std::string::npos);
  EXPECT_NE(Main.find("#define hipify_compat_cudaGetDriverEntryPoint_4(a0, "
                      "a1, a2, a3) hipGetProcAddress(a0, a1, 602, a2, a3)\n"),
            std::string::npos);
  EXPECT_EQ(Main.find("#define cudaGetDriverEntryPoint hipGetProcAddress"),
            std::string::npos);
}

TEST_F(Compat, WritesOnlyWhatItOwnsAndRemovesWhatItNoLongerNeeds) {
  llvm::SmallString<128> Dir;
  ASSERT_FALSE(llvm::sys::fs::createUniqueDirectory("compat", Dir));
  auto Path = [&](llvm::StringRef Name) {
    llvm::SmallString<128> P(Dir);
    llvm::sys::path::append(P, Name);
    return std::string(P);
  };
  compat::Layer Both(*Table, Targets);
  std::string Buffer = "#include <cublas_v2.h>\n#include <cufft.h>\n";
  report::FileReport R;
  R.Applied = {
      edit(Buffer, "cublas_v2.h", "hipblas/hipblas.h", Producer::Include,
           "cublas_v2.h"),
      edit(Buffer, "cufft.h", "hipfft/hipfft.h", Producer::Include, "cufft.h")};
  Both.take(R, Buffer);
  ASSERT_FALSE(bool(Both.write(Dir)));
  EXPECT_TRUE(llvm::sys::fs::exists(Path("cufft.h")));

  compat::Layer One(*Table, Targets);
  report::FileReport R1;
  R1.Applied = {edit(Buffer, "cublas_v2.h", "hipblas/hipblas.h",
                     Producer::Include, "cublas_v2.h")};
  One.take(R1, Buffer);
  ASSERT_FALSE(bool(One.write(Dir)));
  EXPECT_FALSE(llvm::sys::fs::exists(Path("cufft.h"))); // stale: removed

  { // a file of the user's where the layer would write
    std::error_code EC;
    llvm::raw_fd_ostream OS(Path("cublas_v2.h"), EC);
    OS << "// mine\n";
  }
  llvm::Error E = One.write(Dir);
  EXPECT_TRUE(bool(E));
  llvm::consumeError(std::move(E));
  EXPECT_EQ((*llvm::MemoryBuffer::getFile(Path("cublas_v2.h")))->getBuffer(),
            "// mine\n");
  llvm::sys::fs::remove_directories(Dir);
}

} // namespace
