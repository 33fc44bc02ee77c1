//===- LexicalPassTest.cpp ------------------------------------------------===//
#include "hipify/Lexical/LexicalPass.h"

#include <gtest/gtest.h>

using namespace hipify;

namespace {

struct Lexical : ::testing::Test {
  std::unique_ptr<mapping::MappingTable> Table =
      std::move(*mapping::MappingTable::create());
  core::TranslateOptions Opts;
  core::FileFacts Facts; // what the pipeline would have found

  Lexical() {
    EXPECT_FALSE(Opts.Targets.Hip.tryParse("6.3"));
    EXPECT_FALSE(Opts.Targets.Cuda.tryParse("12.6"));
  }

  std::string run(llvm::StringRef Code,
                  std::function<void(core::FileContext &)> Before = {}) {
    std::string Buffer = Code.str(); // null-terminated, as the lexer wants
    core::FileContext Ctx(Buffer, *Table, Opts, {}, Facts);
    if (Before)
      Before(Ctx);
    lexical::runLexicalPass(Ctx);
    return Ctx.Engine.apply(Buffer).Output;
  }
};

TEST_F(Lexical, RenamesTableNamesInEveryBranch) {
  EXPECT_EQ(run("#if 0\ncudaMalloc(&p, n);\n#else\ncudaFree(p);\n#endif\n"),
            "#if 0\nhipMalloc(&p, n);\n#else\nhipFree(p);\n#endif\n");
}

TEST_F(Lexical, RenamesInsideMacroBodies) {
  EXPECT_EQ(run("#define ALLOC(p, n) cudaMalloc(&p, n)\n"),
            "#define ALLOC(p, n) hipMalloc(&p, n)\n");
}

TEST_F(Lexical, LeavesWhatTheAstClaimed) {
  EXPECT_EQ(run("cudaMalloc(a); cudaMalloc(b);",
                [](core::FileContext &C) { C.claim(0); }),
            "cudaMalloc(a); hipMalloc(b);");
}

TEST_F(Lexical, LeavesStringsCommentsAndMembersAlone) {
  llvm::StringRef Code = "// cudaMalloc\n/* cudaFree */ s.cudaFree; "
                         "p->cudaMalloc; puts(\"cudaMalloc failed\");\n";
  EXPECT_EQ(run(Code), Code);
}

TEST_F(Lexical, RenamesInStringsOnlyWhenAsked) {
  Opts.TranslateStrings = true;
  EXPECT_EQ(run("puts(\"cudaMalloc failed: cudaMallocX\");"),
            "puts(\"hipMalloc failed: cudaMallocX\");");
}

TEST_F(Lexical, SkipsExcludedBranchesWhenAsked) {
  Opts.SkipExcluded = true;
  Facts.Skipped.push_back({0, 28});
  EXPECT_EQ(run("#if 0\ncudaMalloc(p);\n#endif\ncudaFree(p);\n"),
            "#if 0\ncudaMalloc(p);\n#endif\nhipFree(p);\n");
}

/// What a rule joined to the stage is handed: "include <hash> <operand>"
/// and "chevrons <offset>", in order.
struct Recorder : lexical::TokenHooks {
  void include(unsigned Hash, unsigned Operand) override {
    Seen.push_back("include " + std::to_string(Hash) + " " +
                   std::to_string(Operand));
  }
  void chevrons(unsigned Offset) override {
    Seen.push_back("chevrons " + std::to_string(Offset));
  }
  std::vector<std::string> Seen;
};

TEST_F(Lexical, HandsIncludesAndLaunchesToTheRulesThatJoinIt) {
  std::string Buffer = "#if 0\n#include <cuda.h>\n#endif\n"
                       "k<<<1, 1>>>(); // j<<<1, 1>>>();\n"
                       "const char *s = \"<<<\";\n#  import \"x.h\"\n";
  core::FileContext Ctx(Buffer, *Table, Opts);
  Recorder R;
  lexical::runLexicalPass(Ctx, {&R});
  EXPECT_EQ(R.Seen,
            (std::vector<std::string>{"include 6 14", "chevrons 32",
                                      "include 87 96"}));
  // The pass itself leaves the include to the rule.
  EXPECT_EQ(Ctx.Engine.apply(Buffer).Output, Buffer);
}

TEST_F(Lexical, LeavesErrorAndPragmaTextAlone) {
  llvm::StringRef Code = "#error cudaMalloc is gone\n#pragma message cudaFree\n";
  EXPECT_EQ(run(Code), Code);
}

TEST_F(Lexical, ReportsUnsupportedNamesWithoutRenaming) {
  std::string Buffer = "cudaArrayGetPlane(&plane, arr, 0);";
  core::FileContext Ctx(Buffer, *Table, Opts);
  lexical::runLexicalPass(Ctx);
  EXPECT_EQ(Ctx.Engine.apply(Buffer).Output, Buffer);
  ASSERT_FALSE(Ctx.diagnostics().empty());
  EXPECT_EQ(Ctx.diagnostics().back().Name, "cudaArrayGetPlane");
  EXPECT_EQ(Ctx.diagnostics().back().Tag, Tag::Unsupported);
}

} // namespace

TEST(JoinSplitChevrons, JoinsLaunchesOnlyAndKeepsEveryOffset) {
  // Nothing split: nothing to join.
  EXPECT_EQ(lexical::joinSplitChevrons("k<<<1, 2>>>(x); int s = a << 2;"), "");
  // Each split form: the chevrons first, what lay between them after.
  EXPECT_EQ(lexical::joinSplitChevrons("k << < g, b >> > (x);"),
            "k <<<  g, b >>>  (x);");
  EXPECT_EQ(lexical::joinSplitChevrons("k<< /*c*/< g, b>\n>>(x);"),
            "k<<< /*c*/ g, b>>>\n(x);");
  // A shift in the configuration and brackets stay; the launch is found.
  EXPECT_EQ(lexical::joinSplitChevrons("k << < n >> 1, f(a >> > b) >> > (x);"),
            "k <<<  n >> 1, f(a >> > b) >>>  (x);");
  // Not launches: operator<< <T>, a nested template's ">> >", chevrons with
  // no '(' after the closing ones, or a statement ending first.
  for (const char *Text :
       {"friend std::ostream &operator<< <T>(std::ostream &, X<T>);",
        "std::map<int, std::vector<std::pair<int, int>> > m;",
        "a << < b >> > c;", "k << < g; b >> > (x);"})
    EXPECT_EQ(lexical::joinSplitChevrons(Text), "") << Text;
}
