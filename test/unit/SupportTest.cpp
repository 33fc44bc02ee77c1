//===- SupportTest.cpp - tags, words, private directories ----------------===//
#include "hipify/Support/DiagnosticTag.h"
#include "hipify/Support/Files.h"
#include "hipify/Support/Words.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/FileSystem.h"

#include <fstream>

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

TEST(Words, ALoneCarriageReturnBreaksALineAsInClangsLexer) {
  llvm::StringRef B = "a\rb\r\nc\nd";
  EXPECT_TRUE(lineBreakAt(B, 1));
  EXPECT_FALSE(lineBreakAt(B, 3)); // the '\r' of "\r\n"
  EXPECT_TRUE(lineBreakAt(B, 4));
  EXPECT_TRUE(lineBreakAt(B, 6));
  EXPECT_FALSE(lineBreakAt(B, 7));
  EXPECT_TRUE(lineBreakAt("x\r", 1));
  EXPECT_EQ(findLineBreak(B, 2), 4u);
  EXPECT_EQ(findLineBreak(B, 7), llvm::StringRef::npos);
  EXPECT_EQ(lineEnding("a\rb\r"), "\r");
  EXPECT_EQ(lineEnding("a\r\nb\r\n"), "\r\n");
  EXPECT_EQ(lineEnding("a\nb"), "\n");
}

TEST(Files, APrivateDirectoryIsTheUsersOwnAndWritableByNoOneElse) {
  llvm::SmallString<256> Dir;
  ASSERT_FALSE(llvm::sys::fs::createUniqueDirectory("hipify-private", Dir));
  // Made when missing, 0700, parents too.
  std::string Made = (Dir + "/a/b").str();
  EXPECT_FALSE(support::privateDirectoryProblem(Made, false));
  llvm::sys::fs::file_status Status;
  ASSERT_FALSE(llvm::sys::fs::status(Made, Status));
  EXPECT_EQ(Status.permissions(), llvm::sys::fs::owner_all);
  // Writable by others: refused, with how to fix it.
  ASSERT_FALSE(llvm::sys::fs::setPermissions(Made, llvm::sys::fs::all_all));
  std::optional<std::string> Problem =
      support::privateDirectoryProblem(Made, false);
  ASSERT_TRUE(Problem);
  EXPECT_NE(Problem->find("mode 0777"), std::string::npos) << *Problem;
  EXPECT_NE(Problem->find("chmod go-w"), std::string::npos) << *Problem;
  ASSERT_FALSE(llvm::sys::fs::setPermissions(Made, llvm::sys::fs::owner_all));
  // A link is followed only where asked.
  std::string Link = (Dir + "/link").str();
  ASSERT_FALSE(llvm::sys::fs::create_link(Made, Link));
  EXPECT_FALSE(support::privateDirectoryProblem(Link, true));
  Problem = support::privateDirectoryProblem(Link, false);
  ASSERT_TRUE(Problem);
  EXPECT_NE(Problem->find("is not a directory but a link"), std::string::npos)
      << *Problem;
  // A file is no directory.
  std::string File = (Dir + "/file").str();
  { std::ofstream(File) << "x"; }
  EXPECT_TRUE(support::privateDirectoryProblem(File, true));
  llvm::sys::fs::remove_directories(Dir);
}
