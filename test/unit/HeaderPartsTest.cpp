//===- HeaderPartsTest.cpp - a header made of its includers' parses ------===//
#include "hipify/Rules/Pipeline.h"

#include <gtest/gtest.h>

using namespace hipify;

namespace {

const char Header[] = "cudaFree(p);\ncudaMalloc(q);\n";

rewrite::Edit edit(unsigned Offset, unsigned Length, std::string Text,
                   rewrite::Tier From, unsigned Group = 0) {
  rewrite::Edit E;
  E.Offset = Offset;
  E.Length = Length;
  E.Text = std::move(Text);
  E.From.From = From;
  E.Group = Group;
  return E;
}

/// What one includer's parse made of Header.
report::FileReport part(std::vector<rewrite::Edit> Edits) {
  report::FileReport P;
  P.File = "h.cuh";
  P.Applied = std::move(Edits);
  return P;
}

TEST(HeaderParts, UnionOfTheIncludersEdits) {
  auto T = rules::assembleHeader(
      "h.cuh", Header,
      {part({edit(0, 8, "hipFree", rewrite::Tier::Ast)}),
       part({edit(13, 10, "hipMalloc", rewrite::Tier::Ast),
             edit(0, 8, "hipFree", rewrite::Tier::Ast)})});
  EXPECT_EQ(T.Output, "hipFree(p);\nhipMalloc(q);\n");
  EXPECT_EQ(T.Report.Includers, 2u);
  EXPECT_EQ(T.Report.Applied.size(), 2u);
  EXPECT_TRUE(T.Report.Diagnostics.empty());
}

TEST(HeaderParts, TheAstOfOneBeforeTheTokensOfAnother) {
  // One includer's parse skipped the line (an inactive branch) and renamed
  // it at token level, in a group of two; the other's AST saw it.
  auto T = rules::assembleHeader(
      "h.cuh", Header,
      {part({edit(0, 8, "hipFreeLexical", rewrite::Tier::Lexical, 1),
             edit(11, 0, "/*same group*/", rewrite::Tier::Lexical, 1)}),
       part({edit(0, 8, "hipFree", rewrite::Tier::Ast)})});
  EXPECT_EQ(T.Output, "hipFree(p);\ncudaMalloc(q);\n");
  EXPECT_TRUE(T.Report.Diagnostics.empty());
}

TEST(HeaderParts, ADisagreementIsAConflictAtItsLine) {
  auto T = rules::assembleHeader(
      "h.cuh", Header,
      {part({edit(13, 10, "hipMalloc", rewrite::Tier::Ast)}),
       part({edit(13, 10, "hipMallocManaged", rewrite::Tier::Ast)})});
  EXPECT_EQ(T.Output, Header);
  ASSERT_FALSE(T.Report.Diagnostics.empty());
  for (const core::Diagnostic &D : T.Report.Diagnostics) {
    EXPECT_EQ(D.Tag, Tag::Conflict);
    EXPECT_EQ(D.Line, 2u);
  }
  EXPECT_EQ(T.Report.Status, report::FileStatus::Unchanged);
}

TEST(HeaderParts, GroupsOfEachIncluderStayApart) {
  // Both number their groups from 1: a conflict in one's group 1 must not
  // take the other's group 1 with it.
  auto T = rules::assembleHeader(
      "h.cuh", Header,
      {part({edit(0, 8, "hipFree", rewrite::Tier::Ast, 1),
             edit(8, 0, "", rewrite::Tier::Ast, 1)}),
       part({edit(13, 10, "hipMalloc", rewrite::Tier::Ast, 1)}),
       part({edit(0, 8, "other", rewrite::Tier::Ast)})});
  EXPECT_EQ(T.Output, "cudaFree(p);\nhipMalloc(q);\n");
  ASSERT_FALSE(T.Report.Diagnostics.empty());
  for (const core::Diagnostic &D : T.Report.Diagnostics)
    EXPECT_EQ(D.Line, 1u);
}

TEST(HeaderParts, DiagnosticsOfEveryIncluderOnce) {
  report::FileReport A = part({}), B = part({});
  core::Diagnostic D;
  D.Offset = 13;
  D.Level = core::Severity::Warning;
  D.Message = "said by both";
  A.Diagnostics.push_back(D);
  B.Diagnostics.push_back(D);
  D.Level = core::Severity::Error;
  D.Message = "an error one includer's parse met";
  D.Tag = Tag::ClangError;
  B.Diagnostics.push_back(D);
  auto T = rules::assembleHeader("h.cuh", Header, {A, B});
  EXPECT_EQ(T.Report.Diagnostics.size(), 2u);
  EXPECT_EQ(T.Report.count(core::Severity::Error), 1u);
}

} // namespace
