//===- ReportTest.cpp -----------------------------------------------------===//
#include "hipify/Report/Report.h"

#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"

#include <gtest/gtest.h>

using namespace hipify;
using namespace hipify::report;

namespace {

rewrite::Edit edit(unsigned Offset, rewrite::Producer Rule, llvm::StringRef Entry,
                   bool Counted = true) {
  rewrite::Edit E;
  E.Offset = Offset;
  E.Length = 1;
  E.From = {Rule, Entry, rewrite::Tier::Ast, "memory", "runtime"};
  E.Counted = Counted;
  return E;
}

Diagnostic unsupported(unsigned Offset, llvm::StringRef Kind) {
  Diagnostic D;
  D.Offset = Offset;
  D.Message = "'cudaX' has no HIP equivalent; left unchanged";
  D.Tag = Tag::Unsupported;
  D.Name = "cudaX";
  D.Kind = Kind;
  return D;
}

FileReport sample() {
  FileReport F;
  F.File = "a.cu";
  F.Status = FileStatus::Translated;
  F.Applied = {edit(0, rewrite::Producer::ApiRename, "cudaMalloc"),
               edit(4, rewrite::Producer::KernelLaunch, "hipLaunchKernelGGL"),
               edit(6, rewrite::Producer::KernelLaunch, "hipLaunchKernelGGL", false),
               edit(12, rewrite::Producer::ApiRename, "cudaFree")};
  F.Diagnostics = {unsupported(13, "function"), unsupported(13, "function"),
                   unsupported(2, "type")};
  F.finish("abcd\nefgh\nijkl\nmn");
  return F;
}

TEST(Report, CountsComeFromAppliedEditsAndDiagnostics) {
  FileReport F = sample();
  EXPECT_EQ(F.replaced(), 3u);  // the helper edit of the launch is not counted
  EXPECT_EQ(F.launches(), 1u);
  EXPECT_EQ(F.unsupported(), 2u); // the duplicate collapsed
  EXPECT_EQ(F.unsupportedCalls(), 1u);
  EXPECT_EQ(F.byName().at("cudaMalloc"), 1u);
  EXPECT_EQ(F.byCategory().at("memory"), 3u);
}

TEST(Report, FinishComputesLinesAndColumnsAndChangedLines) {
  FileReport F = sample();
  ASSERT_EQ(F.Diagnostics.size(), 2u);
  EXPECT_EQ(F.Diagnostics[0].Line, 1u);
  EXPECT_EQ(F.Diagnostics[0].Column, 3u);
  EXPECT_EQ(F.Diagnostics[1].Line, 3u);
  EXPECT_EQ(F.Diagnostics[1].Column, 4u);
  EXPECT_EQ(F.Lines, 4u);
  EXPECT_EQ(F.ChangedLines, 3u); // lines 1, 2 and 3 hold edits
  EXPECT_EQ(F.Bytes, 17u);
}

TEST(Report, TextEndsWithTheTotalsScriptsLookFor) {
  RunReport R;
  R.Files = {sample(), sample()};
  std::string Text;
  llvm::raw_string_ostream OS(Text);
  R.printText(OS);
  EXPECT_NE(Text.find("a.cu:3:4: warning: 'cudaX' has no HIP equivalent"),
            std::string::npos)
      << Text;
  llvm::StringRef T(Text);
  EXPECT_TRUE(T.ends_with("Total number of unsupported CUDA function calls: 2\n"
                          "Total number of replaced kernel launches: 2\n"))
      << Text;
}

TEST(Report, JsonTotalsEqualTheSumOfTheFiles) {
  RunReport R;
  R.Files = {sample(), sample()};
  R.HipVersion = "6.3.0";
  std::string Text;
  llvm::raw_string_ostream OS(Text);
  R.printJson(OS);
  auto V = llvm::json::parse(Text);
  ASSERT_TRUE(bool(V)) << llvm::toString(V.takeError());
  const llvm::json::Object *Totals = V->getAsObject()->getObject("totals");
  ASSERT_NE(Totals, nullptr);
  EXPECT_EQ(Totals->getInteger("replaced"), 6);
  EXPECT_EQ(Totals->getInteger("kernel_launches"), 2);
  EXPECT_EQ(Totals->getInteger("unsupported_calls"), 2);
  EXPECT_EQ(V->getAsObject()->getObject("targets")->getString("hip"), "6.3.0");
  EXPECT_EQ(V->getAsObject()->getArray("files")->size(), 2u);
}

TEST(Report, CsvHasOneRowPerFileAndATotal) {
  RunReport R;
  R.Files = {sample()};
  R.Files[0].File = "dir,with comma/a.cu";
  std::string Text;
  llvm::raw_string_ostream OS(Text);
  R.printCsv(OS);
  EXPECT_NE(Text.find("\n\"dir,with comma/a.cu\",translated,3,2,1,1,"),
            std::string::npos)
      << Text;
  EXPECT_NE(Text.find("\nTOTAL,,3,2,1,1,"), std::string::npos) << Text;
}

TEST(Report, HunksShowEachEditWithContext) {
  FileReport F;
  F.File = "h.cu";
  llvm::StringRef Buffer = "l1\nl2\nl3 cudaFree\nl4\nl5\nl6\nl7\nl8\nl9 cudaMalloc\n";
  rewrite::Edit A = edit(9, rewrite::Producer::ApiRename, "cudaFree");
  A.Length = 8;
  A.Text = "hipFree";
  rewrite::Edit B = edit(36, rewrite::Producer::ApiRename, "cudaMalloc");
  B.Length = 10;
  B.Text = "hipMalloc\nx"; // adds a line: later hunks start a line later
  F.Applied = {A, B};
  F.finish(Buffer);
  // Lines 3 and 9 are more than 2 * 2 context lines apart: two hunks.
  ASSERT_EQ(F.Hunks.size(), 2u);
  EXPECT_EQ(F.Hunks[0].OldLine, 1u);
  EXPECT_EQ(F.Hunks[0].Old,
            (std::vector<std::string>{"l1\nl2\nl3 ", "cudaFree", "\nl4\nl5\n"}));
  EXPECT_EQ(F.Hunks[0].New,
            (std::vector<std::string>{"l1\nl2\nl3 ", "hipFree", "\nl4\nl5\n"}));
  EXPECT_EQ(F.Hunks[1].OldLine, 7u);
  EXPECT_EQ(F.Hunks[1].NewLine, 7u);
  EXPECT_EQ(F.Hunks[1].New[1], "hipMalloc\nx");
}

TEST(Report, FileReportsSurviveJsonEvenWhenNotUtf8) {
  FileReport F = sample();
  F.File = "caf\xe9.cu";
  F.Diagnostics[0].Message = "quotes \xff code";
  F.Hunks = {{1, 1, {"a \xe9 ", "cudaX", ""}, {"a \xe9 ", "hipX", ""}}};
  std::string Text;
  llvm::raw_string_ostream(Text) << llvm::json::Value(F.toJson());
  auto V = llvm::json::parse(Text);
  ASSERT_TRUE(bool(V)) << llvm::toString(V.takeError());
  llvm::BumpPtrAllocator Alloc;
  llvm::UniqueStringSaver Strings(Alloc);
  auto Back = FileReport::fromJson(*V, Strings);
  ASSERT_TRUE(bool(Back)) << llvm::toString(Back.takeError());
  EXPECT_EQ(Back->File, "caf\xef\xbf\xbd.cu"); // U+FFFD
  EXPECT_EQ(Back->replaced(), F.replaced());
  EXPECT_EQ(Back->unsupportedCalls(), F.unsupportedCalls());
  EXPECT_EQ(Back->launches(), F.launches());
  EXPECT_EQ(Back->byCategory(), F.byCategory());
  ASSERT_EQ(Back->Hunks.size(), 1u);
  EXPECT_EQ(Back->Hunks[0].New[1], "hipX");
  EXPECT_EQ(Back->Diagnostics.size(), F.Diagnostics.size());
}

Diagnostic at(unsigned Offset, Severity Level, Tag T, std::string Name = "") {
  Diagnostic D;
  D.Offset = Offset;
  D.Level = Level;
  D.Tag = T;
  D.Name = std::move(Name);
  return D;
}

TEST(Report, ErrorsAfterAHeaderNotFoundAreItsConsequence) {
  // a.cu: one error of its own, then two headers not found, each followed
  // by errors; b.cu: the second header only.
  FileReport A;
  A.File = "a.cu";
  A.Diagnostics = {at(5, Severity::Error, Tag::ClangError),
                   at(10, Severity::Note, Tag::HeaderNotFound, "x.h"),
                   at(20, Severity::Error, Tag::ClangError),
                   at(30, Severity::Note, Tag::HeaderNotFound, "y.h"),
                   at(40, Severity::Error, Tag::ClangError),
                   at(50, Severity::Error, Tag::ClangError)};
  A.Diagnostics[1].Searched = {"/src", "/inc"};
  FileReport B;
  B.File = "b.cu";
  B.Diagnostics = {at(0, Severity::Note, Tag::HeaderNotFound, "y.h"),
                   at(7, Severity::Error, Tag::ClangError)};
  EXPECT_EQ(A.parseErrors(), 1u);
  EXPECT_EQ(A.missingHeaderErrors(), 3u);
  EXPECT_EQ(B.parseErrors(), 0u);
  std::vector<FileReport> Files = {A, B};
  std::vector<MissingHeader> M = missingHeaders(Files);
  ASSERT_EQ(M.size(), 2u);
  // y.h stopped two files: first; the errors go to the last one before.
  EXPECT_EQ(M[0].Name, "y.h");
  EXPECT_EQ(M[0].Files, 2u);
  EXPECT_EQ(M[0].Errors, 3u);
  EXPECT_EQ(M[1].Name, "x.h");
  EXPECT_EQ(M[1].Files, 1u);
  EXPECT_EQ(M[1].Errors, 1u);
  EXPECT_EQ(M[1].Searched, (std::vector<std::string>{"/src", "/inc"}));
  EXPECT_EQ(M[1].First->File, "a.cu");

  // Every format leads with them.
  RunReport R;
  R.Files = Files;
  std::string Text, Csv;
  {
    llvm::raw_string_ostream OS(Text);
    R.printText(OS);
  }
  EXPECT_EQ(Text.rfind("[hipify-cxx] 'y.h' not found: it stopped 2 files and "
                       "3 errors follow from it",
                       0),
            0u);
  {
    llvm::raw_string_ostream OS(Csv);
    R.printCsv(OS);
  }
  llvm::StringRef Second = llvm::StringRef(Csv).split('\n').second;
  EXPECT_TRUE(Second.starts_with("y.h,not-found,")) << Csv;
}

} // namespace
