//===- LaunchTest.cpp - the kernel-launch rule's rewrite and token parse -===//
#include "hipify/Rules/Launch.h"

#include <gtest/gtest.h>

using namespace hipify;
using namespace hipify::rules;
using core::FileContext;

namespace {

struct Fixture : ::testing::Test {
  std::unique_ptr<mapping::MappingTable> Table =
      std::move(*mapping::MappingTable::create());
  core::TranslateOptions Opts;
};

/// The LaunchShape of the launch \p Code spells: \p Callee, then each of
/// \p Config, then \p FirstArg ("" for none), found in that order.
LaunchShape shape(llvm::StringRef Code, llvm::StringRef Callee,
                  std::vector<llvm::StringRef> Config,
                  llvm::StringRef FirstArg) {
  LaunchShape L;
  size_t At = Code.find(Callee);
  EXPECT_NE(At, llvm::StringRef::npos);
  L.CalleeBegin = At;
  L.CalleeEnd = At += Callee.size();
  for (llvm::StringRef Piece : Config) {
    At = Code.find(Piece, At);
    EXPECT_NE(At, llvm::StringRef::npos) << Piece.str();
    L.Config.push_back({unsigned(At), unsigned(At + Piece.size())});
    At += Piece.size();
  }
  At = Code.find(">>>", At) + 3;
  At = Code.find('(', At) + 1;
  L.HasArgs = !FirstArg.empty();
  L.ArgsBegin = L.HasArgs ? Code.find(FirstArg, At) : Code.find(')', At);
  L.CallEnd = Code.rfind(')');
  return L;
}

struct Launch : Fixture {
  std::string run(llvm::StringRef Code, const LaunchShape &L) {
    std::string Buffer = Code.str();
    FileContext Ctx(Buffer, *Table, Opts);
    EXPECT_TRUE(rewriteLaunch(Ctx, L).has_value()) << Buffer;
    return Ctx.applyEdits().Output;
  }
};

TEST_F(Launch, RewritesTwoConfigValuesAsHipLaunchKernelGGL) {
  llvm::StringRef Code = "k<<<g, b>>>(x);";
  EXPECT_EQ(run(Code, shape(Code, "k", {"g", "b"}, "x")),
            "hipLaunchKernelGGL(k, dim3(g), dim3(b), 0, 0, x);");
}

TEST_F(Launch, KeepsSharedMemoryAndStream) {
  llvm::StringRef Code = "k<<<grid, block, bytes, stream>>>(a, b);";
  EXPECT_EQ(
      run(Code, shape(Code, "k", {"grid", "block", "bytes", "stream"}, "a")),
      "hipLaunchKernelGGL(k, dim3(grid), dim3(block), bytes, stream, "
      "a, b);");
  llvm::StringRef Three = "k<<<grid, block, bytes>>>(a);";
  EXPECT_EQ(run(Three, shape(Three, "k", {"grid", "block", "bytes"}, "a")),
            "hipLaunchKernelGGL(k, dim3(grid), dim3(block), bytes, 0, a);");
}

TEST_F(Launch, RewritesALaunchWithoutArguments) {
  llvm::StringRef Code = "k<<<1, 1>>>();";
  EXPECT_EQ(run(Code, shape(Code, "k", {"1", "1"}, "")),
            "hipLaunchKernelGGL(k, dim3(1), dim3(1), 0, 0);");
}

TEST_F(Launch, LeavesAnExplicitDim3AsWritten) {
  llvm::StringRef Code = "k<<<dim3(2, 2), 64>>>(x);";
  EXPECT_EQ(run(Code, shape(Code, "k", {"dim3(2, 2)", "64"}, "x")),
            "hipLaunchKernelGGL(k, dim3(2, 2), dim3(64), 0, 0, x);");
}

TEST_F(Launch, KeepsCommentsAndLineBreaksBetweenThePieces) {
  // A line break keeps its indentation, before the piece and its dim3(.
  llvm::StringRef Code = "k<<</* n */ g,\n     b>>>( // args\n x);";
  EXPECT_EQ(run(Code, shape(Code, "k", {"g", "b"}, "x")),
            "hipLaunchKernelGGL(k, dim3(/* n */ g),\n     dim3(b), 0, 0, "
            "// args\n x);");
}

TEST_F(Launch, WrapsATemplateKernelNameAndWritesItsDefaults) {
  llvm::StringRef Code = "k<float><<<g, b>>>(x);";
  LaunchShape L = shape(Code, "k<float>", {"g", "b"}, "x");
  L.WrapName = true;
  L.Defaults = "3, 1.0f";
  EXPECT_EQ(run(Code, L), "hipLaunchKernelGGL(HIP_KERNEL_NAME(k<float>), "
                          "dim3(g), dim3(b), 0, 0, x, 3, 1.0f);");
}

TEST_F(Launch, AddsOneGroupThatCanBeDiscarded) {
  std::string Buffer = "k<<<g, b>>>(x);";
  FileContext Ctx(Buffer, *Table, Opts);
  std::optional<unsigned> Group =
      rewriteLaunch(Ctx, shape(Buffer, "k", {"g", "b"}, "x"));
  ASSERT_TRUE(Group.has_value());
  rewrite::RewriteResult R = Ctx.applyEdits();
  unsigned Counted = 0;
  for (const rewrite::Edit &E : R.Applied) {
    EXPECT_EQ(E.Group, *Group);
    EXPECT_EQ(E.From.Rule, rewrite::Producer::KernelLaunch);
    Counted += E.Counted;
  }
  EXPECT_EQ(Counted, 1u); // one launch, counted once
  Ctx.discardEdits(*Group);
  EXPECT_EQ(Ctx.applyEdits().Output, Buffer);
}

TEST_F(Launch, RefusesPiecesThatAreNotTheLaunchsPunctuationApart) {
  auto Refused = [&](llvm::StringRef Code, const LaunchShape &L) {
    std::string Buffer = Code.str();
    FileContext Ctx(Buffer, *Table, Opts);
    EXPECT_FALSE(rewriteLaunch(Ctx, L).has_value()) << Buffer;
    EXPECT_FALSE(Ctx.hasEdits()) << Buffer;
    EXPECT_EQ(Ctx.applyEdits().Output, Buffer);
  };
  // The grid mapped to "g" of "g + 1": " + 1, " is no ",".
  llvm::StringRef Code = "k<<<g + 1, b>>>(x);";
  Refused(Code, shape(Code, "k", {"g", "b"}, "x"));
  // A call, not a launch.
  llvm::StringRef Call = "k(g, b)(x);";
  LaunchShape L;
  L.CalleeBegin = 0;
  L.CalleeEnd = 1;
  L.Config = {{2, 3}, {5, 6}};
  L.ArgsBegin = 8;
  L.HasArgs = true;
  Refused(Call, L);
  // One config value, or five, is no launch.
  llvm::StringRef Launch = "k<<<g, b>>>(x);";
  LaunchShape One = shape(Launch, "k", {"g", "b"}, "x");
  One.Config.pop_back();
  Refused(Launch, One);
  // Pieces out of order.
  LaunchShape Swapped = shape(Launch, "k", {"g", "b"}, "x");
  std::swap(Swapped.Config[0], Swapped.Config[1]);
  Refused(Launch, Swapped);
  // An unterminated comment between the pieces.
  llvm::StringRef Comment = "k<<<g, /* b>>>(x);";
  LaunchShape Open = shape(Comment, "k", {"g", "b"}, "x");
  Refused(Comment, Open);
}

/// The text of each piece of \p L in \p Code: callee, configuration,
/// then the first argument (or ")").
std::vector<std::string> texts(llvm::StringRef Code, const LaunchShape &L) {
  std::vector<std::string> Out{Code.slice(L.CalleeBegin, L.CalleeEnd).str()};
  for (auto [B, E] : L.Config)
    Out.push_back(Code.slice(B, E).str());
  Out.push_back(Code.substr(L.ArgsBegin, 1).str());
  return Out;
}

TEST(LaunchFromTokens, FindsTheKernelTheConfigurationAndTheArguments) {
  std::string Code = "  ns::k<float, 4> <<<f(a, b), dim3(2, 2), 0, s>>>(x, y);";
  auto L = launchFromTokens(Code, Code.find("<<<"));
  ASSERT_TRUE(L.has_value());
  EXPECT_EQ(texts(Code, *L),
            (std::vector<std::string>{"ns::k<float, 4>", "f(a, b)",
                                      "dim3(2, 2)", "0", "s", "x"}));
  EXPECT_TRUE(L->WrapName);
  EXPECT_TRUE(L->HasArgs);
  EXPECT_EQ(L->From, rewrite::Tier::Lexical);

  std::string None = "k<<<1, 1>>>();";
  auto N = launchFromTokens(None, None.find("<<<"));
  ASSERT_TRUE(N.has_value());
  EXPECT_FALSE(N->HasArgs);
  EXPECT_FALSE(N->WrapName);
  EXPECT_EQ(None[N->ArgsBegin], ')');
}

TEST(LaunchFromTokens, RefusesWhatIsNoLaunch) {
  for (std::string Code :
       {"<<<g, b>>>(x);",    // no kernel before it
        "1<<<g, b>>>(x);",   // a number is no kernel
        "k<<<g, b>>> x;",    // no arguments
        "k<<<g, b)>>>(x);",  // a bracket closes that was not opened
        "k<<<g, , b>>>(x);", // an empty piece
        "k<<<g, b"})         // the text ends first
    EXPECT_FALSE(launchFromTokens(Code, Code.find("<<<")).has_value()) << Code;
}

} // namespace
