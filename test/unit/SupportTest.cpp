//===- SupportTest.cpp - the diagnostic tags ------------------------------===//
#include "hipify/Support/DiagnosticTag.h"
#include "hipify/Support/Words.h"

#include "llvm/ADT/StringSet.h"

#include <gtest/gtest.h>

using namespace hipify;

namespace {
constexpr Tag All[] = {
#define HIPIFY_TAG(Id, Name, Breaks, Description) Tag::Id,
#include "hipify/Support/DiagnosticTags.def"
};
} // namespace

TEST(DiagnosticTag, EachHasOneNameAndADescription) {
  llvm::StringSet<> Names;
  for (Tag T : All) {
    EXPECT_TRUE(Names.insert(tagName(T)).second) << tagName(T).str();
    EXPECT_FALSE(tagDescription(T).empty()) << tagName(T).str();
    ASSERT_TRUE(tagNamed(tagName(T)).has_value()) << tagName(T).str();
    EXPECT_EQ(*tagNamed(tagName(T)), T);
  }
  EXPECT_EQ(tagName(Tag::Unsupported), "hipify-unsupported");
  EXPECT_FALSE(tagNamed("hipify-no-such-tag").has_value());
}

TEST(DiagnosticTag, BreaksTheCompileWhereTheTranslationLeavesCuda) {
  EXPECT_TRUE(tagBreaksCompile(Tag::Unsupported));
  EXPECT_TRUE(tagBreaksCompile(Tag::ClangError));
  EXPECT_FALSE(tagBreaksCompile(Tag::Guard));
  EXPECT_TRUE(tagIn(Tag::Guard, Tag::Manual, Tag::Guard));
  EXPECT_FALSE(tagIn(Tag::Guard, Tag::Manual));
}

TEST(Words, DefinedNumberIsTheFirstDefineOfThatMacroWithDigits) {
  EXPECT_EQ(
      hipify::definedNumber("#define CUDA_VERSION 13000\n", "CUDA_VERSION"),
      13000u);
  // Spaced and tabbed as headers write it; another macro of that prefix,
  // a comment and a non-number are not it.
  EXPECT_EQ(hipify::definedNumber("#define HIP_VERSION_MAJOR_X 9\n"
                                  "// #define HIP_VERSION_MAJOR 8\n"
                                  "#define HIP_VERSION_MAJOR MAJOR\n"
                                  "  #  define\tHIP_VERSION_MAJOR\t6 // six\n",
                                  "HIP_VERSION_MAJOR"),
            6u);
  EXPECT_EQ(hipify::definedNumber("#define CUDA_VERSIONS 1\n", "CUDA_VERSION"),
            std::nullopt);
  EXPECT_EQ(hipify::definedNumber("", "CUDA_VERSION"), std::nullopt);
}
