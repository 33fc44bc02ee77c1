//===- LexicalPassTest.cpp ------------------------------------------------===//
#include "hipify/Lexical/LexicalPass.h"

#include <gtest/gtest.h>

using namespace hipify;

namespace {

struct Lexical : ::testing::Test {
  std::unique_ptr<mapping::MappingTable> Table =
      std::move(*mapping::MappingTable::create());
  core::TranslateOptions Opts;
};

/// What a rule joined to the stage is handed, in order: "include <hash>
/// <operand>", "chevrons <offset>", "identifier <offset> <name> [after
/// <before>] [member] [tested|defined]", "string <offset> <length>".
struct Recorder : lexical::TokenHooks {
  void include(unsigned Hash, unsigned Operand) override {
    Seen.push_back("include " + std::to_string(Hash) + " " +
                   std::to_string(Operand));
  }
  void chevrons(unsigned Offset) override {
    Seen.push_back("chevrons " + std::to_string(Offset));
  }
  void identifier(const lexical::Identifier &Id, RenamedCall) override {
    std::string S =
        "identifier " + std::to_string(Id.Offset) + " " + Id.Name.str();
    if (!Id.Before.empty())
      S += " after " + Id.Before.str();
    if (Id.Member)
      S += " member";
    if (Id.Use == lexical::MacroUse::Tested)
      S += " tested";
    if (Id.Use == lexical::MacroUse::Defined)
      S += " defined";
    Seen.push_back(S);
  }
  void stringLiteral(unsigned Offset, unsigned Length) override {
    Seen.push_back("string " + std::to_string(Offset) + " " +
                   std::to_string(Length));
  }
  std::vector<std::string> Seen;

  /// What the stage hands for \p Code.
  static std::vector<std::string> of(Lexical &T, llvm::StringRef Code) {
    std::string Buffer = Code.str(); // null-terminated, as the lexer wants
    core::FileContext Ctx(Buffer, *T.Table, T.Opts);
    Recorder R;
    lexical::runLexicalPass(Ctx, {&R});
    // The stage itself edits nothing.
    EXPECT_FALSE(Ctx.hasEdits());
    EXPECT_TRUE(Ctx.diagnostics().empty());
    return R.Seen;
  }
};

using Seen = std::vector<std::string>;

TEST_F(Lexical, HandsIncludesAndLaunchesToTheRulesThatJoinIt) {
  EXPECT_EQ(Recorder::of(*this, "#if 0\n#include <cuda.h>\n#endif\n"
                                "k<<<1, 1>>>(); // j<<<1, 1>>>();\n"
                                "const char *s = \"<<<\";\n"
                                "#  import \"x.h\"\n"),
            (Seen{"include 6 14", "identifier 31 k", "chevrons 32",
                  "identifier 64 const", "identifier 70 char after const",
                  "identifier 76 s", "string 80 5", "include 87 96"}));
}

TEST_F(Lexical, HandsIdentifiersWithWhatComesBeforeThem) {
  EXPECT_EQ(
      Recorder::of(*this, "int x = s.a + p->b;\ncase c: f(\"q\");"),
      (Seen{"identifier 0 int", "identifier 4 x after int", "identifier 8 s",
            "identifier 10 a member", "identifier 14 p",
            "identifier 17 b member", "identifier 20 case",
            "identifier 25 c after case", "identifier 28 f", "string 30 3"}));
}

TEST_F(Lexical, SaysWhatADirectiveDoesWithAMacroName) {
  EXPECT_EQ(Recorder::of(*this, "#ifdef A\n#if defined(B) && C\n"
                                "#define D E\n#undef F\n"),
            (Seen{"identifier 7 A tested", "identifier 13 defined",
                  "identifier 21 B tested", "identifier 27 C",
                  "identifier 37 D defined", "identifier 39 E after D",
                  "identifier 48 F tested"}));
}

TEST_F(Lexical, HandsNoCommentOrDirectiveText) {
  EXPECT_TRUE(Recorder::of(*this, "// cudaMalloc\n/* cudaFree */\n"
                                  "#error cudaMalloc is gone\n"
                                  "#pragma message cudaFree\n#line 3\n")
                  .empty());
}

TEST_F(Lexical, HandsARenamedCallToEveryRuleThatJoins) {
  // One rule renames; every rule that joins sees the call.
  struct Renamer : Recorder {
    const mapping::ApiRecord *R = nullptr;
    void identifier(const lexical::Identifier &Id,
                    RenamedCall Renamed) override {
      if (Id.Name == "cudaFree")
        Renamed(Id.Offset + Id.Name.size(), *R, /*Skipped=*/false);
    }
  };
  struct Caller : Recorder {
    void call(unsigned NameEnd, const mapping::ApiRecord &R, bool) override {
      Seen.push_back("call " + std::to_string(NameEnd) + " " + R.Cuda.str());
    }
  };
  std::string Buffer = "cudaFree(p);";
  core::FileContext Ctx(Buffer, *Table, Opts);
  Renamer A;
  A.R = Table->lookup("cudaFree");
  ASSERT_NE(A.R, nullptr);
  Caller B;
  lexical::runLexicalPass(Ctx, {&A, &B});
  EXPECT_EQ(B.Seen, (Seen{"call 8 cudaFree", "identifier 0 cudaFree",
                          "identifier 9 p"}));
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
