//===- RewriteEngineTest.cpp ----------------------------------------------===//
#include "hipify/Rewrite/RewriteEngine.h"

#include <gtest/gtest.h>

#include <random>

using namespace hipify::rewrite;

namespace {

Edit edit(unsigned Offset, unsigned Length, std::string Text,
          unsigned Group = 0) {
  Edit E;
  E.Offset = Offset;
  E.Length = Length;
  E.Text = std::move(Text);
  E.From.Rule = Producer::ApiRename;
  E.Group = Group;
  return E;
}

TEST(RewriteEngine, AppliesEditsInBufferOrder) {
  RewriteEngine E;
  E.add(edit(10, 8, "hipFree"));
  E.add(edit(0, 10, "hipMalloc"));
  RewriteResult R = E.apply("cudaMalloccudaFree");
  EXPECT_EQ(R.Output, "hipMallochipFree");
  ASSERT_EQ(R.Applied.size(), 2u);
  EXPECT_EQ(R.Applied[0].Offset, 0u);
  EXPECT_TRUE(R.Conflicts.empty());
}

TEST(RewriteEngine, CollapsesIdenticalEdits) {
  RewriteEngine E;
  for (int I = 0; I < 3; ++I) // one macro body, expanded three times
    E.add(edit(0, 4, "hip"));
  RewriteResult R = E.apply("cudaX");
  EXPECT_EQ(R.Output, "hipX");
  EXPECT_EQ(R.Applied.size(), 1u);
  EXPECT_TRUE(R.Conflicts.empty());
}

TEST(RewriteEngine, DropsOverlappingEditsAndReportsConflict) {
  RewriteEngine E;
  E.add(edit(0, 8, "A"));
  E.add(edit(4, 8, "B"));
  E.add(edit(20, 1, "C"));
  RewriteResult R = E.apply("0123456789abcdefghijk");
  EXPECT_EQ(R.Output, "0123456789abcdefghijC");
  ASSERT_EQ(R.Conflicts.size(), 2u);
  EXPECT_EQ(R.Conflicts[0].Dropped.Text, "B");
  EXPECT_EQ(R.Conflicts[0].Against.Text, "A");
  EXPECT_EQ(R.Applied.size(), 1u);
}

TEST(RewriteEngine, DropsTheWholeGroupWhenOneOfItsEditsConflicts) {
  RewriteEngine E;
  unsigned G = E.newGroup();
  E.add(edit(0, 0, "call(", G));
  E.add(edit(5, 2, ", ", G));
  E.add(edit(6, 1, "x")); // overlaps the second edit of the group
  RewriteResult R = E.apply("abcdefgh");
  EXPECT_EQ(R.Output, "abcdefgh");
  EXPECT_TRUE(R.Applied.empty());
  EXPECT_EQ(R.Conflicts.size(), 2u);
}

TEST(RewriteEngine, KeepsInsertionsAtOnePointInArrivalOrder) {
  RewriteEngine E;
  E.add(edit(3, 0, "1"));
  E.add(edit(3, 0, "2"));
  E.add(edit(3, 2, "Z")); // a replacement starting there is no conflict
  RewriteResult R = E.apply("abcdef");
  EXPECT_EQ(R.Output, "abc12Zf");
  EXPECT_TRUE(R.Conflicts.empty());
}

TEST(RewriteEngine, PutsAnIncludeBeforeTheOtherInsertionsAtItsPlace) {
  // A vector operator's #if arrives first (the AST), the runtime header's
  // #include at the same place later (the include rule's finish()): the
  // #include stays outside the #if, and includes keep their own order.
  RewriteEngine E;
  E.add(edit(0, 0, "#if !defined(ROCM)\n"));
  for (Producer P : {Producer::Include, Producer::LibraryInclude}) {
    Edit I = edit(0, 0, "#include <" + producerName(P).str() + ">\n");
    I.From.Rule = P;
    E.add(std::move(I));
  }
  E.add(edit(0, 0, "#if 1\n"));
  RewriteResult R = E.apply("op\n");
  EXPECT_EQ(R.Output, "#include <include>\n#include <library-include>\n"
                      "#if !defined(ROCM)\n#if 1\nop\n");
}

TEST(RewriteEngine, TreatsAnInsertionInsideAReplacementAsAConflict) {
  RewriteEngine E;
  E.add(edit(0, 4, "WXYZ"));
  E.add(edit(2, 0, "!"));
  RewriteResult R = E.apply("abcdef");
  EXPECT_EQ(R.Output, "abcdef");
  EXPECT_EQ(R.Conflicts.size(), 2u);
}

TEST(RewriteEngine, DiscardsAGroupFoundWrongAfterTheFact) {
  RewriteEngine E;
  unsigned G = E.newGroup();
  E.add(edit(0, 1, "X", G));
  E.add(edit(2, 1, "Y", G));
  E.add(edit(4, 1, "Z"));
  E.discard(G);
  RewriteResult R = E.apply("abcdef");
  EXPECT_EQ(R.Output, "abcdZf");
  EXPECT_TRUE(R.Conflicts.empty());
}

TEST(RewriteEngine, LetsADeletionThatAbsorbsTakeTheEditsInsideIt) {
  // surf2Dwrite(v, s, x, y, cudaBoundaryModeTrap): the last argument goes,
  // and the rename of the enumerator in it with it; an insertion at its
  // edge stays.
  llvm::StringRef In = "f(a, cudaX)";
  RewriteEngine E;
  Edit Drop = edit(3, 7, "");
  Drop.Absorbs = true;
  E.add(Drop);
  E.add(edit(5, 5, "hipX"));
  E.add(edit(10, 0, " /*end*/"));
  RewriteResult R = E.apply(In);
  EXPECT_EQ(R.Output, "f(a /*end*/)");
  EXPECT_TRUE(R.Conflicts.empty());
  ASSERT_EQ(R.Applied.size(), 2u);
  // The same deletion twice (a macro body expanded twice) is one deletion,
  // not two that take each other away.
  RewriteEngine Twice;
  Twice.add(Drop);
  Twice.add(Drop);
  Twice.add(edit(5, 5, "hipX"));
  EXPECT_EQ(Twice.apply(In).Output, "f(a)");
  // Without it, the two would conflict and neither apply.
  RewriteEngine Plain;
  Plain.add(edit(3, 7, ""));
  Plain.add(edit(5, 5, "hipX"));
  EXPECT_EQ(Plain.apply(In).Conflicts.size(), 2u);
}

// Absorption, found through the sorted absorbers (O(log n) an edit), is the
// definition's: an absorbing deletion other than the edit holds a
// replacement whole (its ends included) or an insertion strictly inside.
// Random edit sets, against that definition written out edit by edit.
TEST(RewriteEngine, AbsorbsAsTheDefinitionSays) {
  std::mt19937 Random(59);
  const std::string Input(64, 'x');
  for (int Round = 0; Round < 2000; ++Round) {
    RewriteEngine E;
    std::vector<Edit> All;
    for (int I = 0, N = 1 + Random() % 12; I < N; ++I) {
      unsigned Offset = Random() % 60, Length = Random() % 3 == 0 ? 0 : Random() % (64 - Offset);
      Edit X = edit(Offset, Length, "<" + std::to_string(I) + ">");
      X.Absorbs = Length && Random() % 3 == 0;
      if (X.Absorbs)
        X.Text.clear();
      All.push_back(X);
      E.add(X);
      if (X.Absorbs && Random() % 4 == 0) { // the same deletion again
        All.push_back(X);
        E.add(X);
      }
    }
    // The definition: the edits left once absorbed ones are taken out apply
    // as a plain engine applies them; a copy of the edit is the edit.
    RewriteEngine Plain;
    for (size_t I = 0; I < All.size(); ++I) {
      const Edit &X = All[I];
      bool Absorbed = false;
      for (size_t J = 0; J < All.size(); ++J) {
        const Edit &A = All[J];
        unsigned AEnd = A.Offset + A.Length;
        bool Same = A.Offset == X.Offset && A.Length == X.Length &&
                    A.Text == X.Text;
        if (!Same && A.Absorbs &&
            (X.Length ? A.Offset <= X.Offset && X.Offset + X.Length <= AEnd
                      : A.Offset < X.Offset && X.Offset < AEnd))
          Absorbed = true;
      }
      if (!Absorbed) {
        Edit Kept = X;
        Kept.Absorbs = false;
        Plain.add(Kept);
      }
    }
    EXPECT_EQ(E.apply(Input).Output, Plain.apply(Input).Output) << "round " << Round;
  }
}

TEST(RewriteEngine, LeavesTheBufferAloneWithoutEdits) {
  RewriteEngine E;
  EXPECT_TRUE(E.empty());
  EXPECT_EQ(E.apply("int main() {}\r\n").Output, "int main() {}\r\n");
}

} // namespace

TEST(RewriteEngine, MapsOutputLinesBackToTheInput) {
  // Input lines: 1 "#include <cuda.h>", 2 "a", 3 "b /* x", 4 "y */", 5 "c".
  std::string Input = "#include <cuda.h>\na\nb /* x\ny */\nc\n";
  RewriteEngine E;
  E.add(edit(0, 0, "#include <hip/hip_runtime.h>\n")); // a line added
  E.add(edit(21, 10, ""));                              // lines 3-4 joined
  E.add(edit(32, 1, "c1\nc2"));                        // line 5 split
  RewriteResult R = E.apply(Input);
  ASSERT_EQ(R.Output,
            "#include <hip/hip_runtime.h>\n#include <cuda.h>\na\nb\nc1\nc2\n");
  EXPECT_EQ(outputLineOrigins(Input, R.Applied),
            (std::vector<unsigned>{1, 1, 2, 3, 5, 5, 6}));
}

// What the code outside the rules knows of an edit is its producer's Role
// (Producers.def): the guard's are counted as guards, the launches' as
// launches, and every producer that writes an #include has the Include role.
TEST(RewriteEngine, ProducersSayTheirRole) {
  EXPECT_EQ(editRole(Producer::Guard), EditRole::Guard);
  EXPECT_EQ(editRole(Producer::KernelLaunch), EditRole::Launch);
  for (Producer P : {Producer::Include, Producer::IncludeRename,
                     Producer::ImplicitInclude, Producer::LibraryInclude})
    EXPECT_EQ(editRole(P), EditRole::Include)
        << producerName(P).str();
  for (Producer P : {Producer::ApiRename, Producer::HipSymbol,
                     Producer::BuildCMake, Producer::StringRename})
    EXPECT_EQ(editRole(P), EditRole::Plain)
        << producerName(P).str();
}
