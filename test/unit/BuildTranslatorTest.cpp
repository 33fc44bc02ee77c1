//===- BuildTranslatorTest.cpp - build files: table and translator --------===//

#include "hipify/BuildFiles/BuildTranslator.h"

#include "gtest/gtest.h"

using namespace hipify::buildfiles;

namespace {

BuildTranslation translate(llvm::StringRef Path, llvm::StringRef Text) {
  auto Table = BuildTable::builtin();
  EXPECT_TRUE(bool(Table));
  if (!Table) {
    llvm::consumeError(Table.takeError());
    return {};
  }
  return translateBuildFile(Path, Text, *Table, BuildOptions());
}

TEST(BuildTranslator, BuiltinTableIsValid) {
  auto Table = BuildTable::builtin();
  ASSERT_TRUE(bool(Table)) << llvm::toString(Table.takeError());
  EXPECT_EQ(Table->Version, 1u);
  EXPECT_FALSE(Table->Options.empty());
  EXPECT_FALSE(Table->CMake.Words.empty());
  EXPECT_FALSE(Table->CMake.NvccFlagVariables.empty());
  EXPECT_EQ(Table->CMakeHip.FlagVariables, Table->CMake.FlagVariables);
}

TEST(BuildTranslator, HipLanguageRulesReplaceTheirNamesakes) {
  auto Table = BuildTable::parse(
      "t.yaml", "version: 1\ncmake:\n  languages: {CUDA: CXX}\n  words:\n"
                "    - {cuda: A, hip: B}\n    - {cuda: C, hip: D}\n"
                "cmake-hip:\n  languages: {CUDA: HIP}\n  words:\n"
                "    - {cuda: A, hip: E}\n");
  ASSERT_TRUE(bool(Table)) << llvm::toString(Table.takeError());
  const CMakeRules &Hip = Table->cmake(CMakeLanguage::Hip);
  ASSERT_EQ(Hip.Words.size(), 2u);
  EXPECT_EQ(Hip.Words[0].Hip, "E");
  EXPECT_EQ(Hip.Words[1].Hip, "D");
  EXPECT_EQ(Hip.Languages.front().Hip, "HIP");
  EXPECT_EQ(Table->cmake(CMakeLanguage::Cxx).Words[0].Hip, "B");
}

TEST(BuildTranslator, RejectsUnknownKeysWithTheirPlace) {
  auto Table = BuildTable::parse("t.yaml", "version: 1\noptions:\n"
                                           "  - {cuda: -x, colour: red}\n");
  ASSERT_FALSE(bool(Table));
  EXPECT_EQ(llvm::toString(Table.takeError()),
            "t.yaml:3:16: unknown key 'colour'");
}

TEST(BuildTranslator, KnowsBuildFilesByName) {
  EXPECT_EQ(buildFileKind("a/CMakeLists.txt"), BuildKind::CMake);
  EXPECT_EQ(buildFileKind("cmake/Cuda.cmake"), BuildKind::CMake);
  EXPECT_EQ(buildFileKind("Makefile"), BuildKind::Make);
  EXPECT_EQ(buildFileKind("x/GNUmakefile"), BuildKind::Make);
  EXPECT_EQ(buildFileKind("rules.mk"), BuildKind::Make);
  EXPECT_EQ(buildFileKind("main.cu"), BuildKind::None);
  EXPECT_EQ(buildFileKind("notes.txt"), BuildKind::None);
}

TEST(BuildTranslator, TranslatesAnNvccRecipeAndCountsItsEdits) {
  BuildTranslation T =
      translate("Makefile", "a:\n\tnvcc -arch=sm_80 --use_fast_math a.cu\n");
  EXPECT_EQ(T.Output, "a:\n\thipcc --offload-arch=gfx90a -ffast-math a.cu\n");
  EXPECT_EQ(T.Report.replaced(), 3u);
  EXPECT_TRUE(T.Report.Diagnostics.empty());
}

TEST(BuildTranslator, ReportsWhatItRemovesAndWhatItLeaves) {
  BuildTranslation T = translate("Makefile", "F = -maxrregcount 32 -deviceemu\n"
                                             "all:\n\t$(NVCC) $(F)\n");
  EXPECT_EQ(T.Output, "F = -deviceemu\nall:\n\t$(NVCC) $(F)\n");
  ASSERT_EQ(T.Report.Diagnostics.size(), 2u);
  EXPECT_EQ(T.Report.Diagnostics[0].Tag, hipify::Tag::BuildRemoved);
  EXPECT_EQ(T.Report.Diagnostics[1].Tag, hipify::Tag::BuildUnsupported);
  EXPECT_EQ(T.Report.Diagnostics[1].Line, 1u);
}

TEST(BuildTranslator, SecondRunOverCMakeOutputChangesNothing) {
  BuildTranslation T = translate(
      "CMakeLists.txt", "project(p LANGUAGES CXX CUDA)\n"
                        "add_executable(p main.cu)\n"
                        "target_link_libraries(p PRIVATE CUDA::curand)\n");
  BuildTranslation Again = translate("CMakeLists.txt", T.Output);
  EXPECT_EQ(Again.Output, T.Output);
  EXPECT_NE(T.Output.find("hip::hiprand"), std::string::npos);
}

} // namespace
