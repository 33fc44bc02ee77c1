//===- TokenStageTest.cpp - the rules that join the token-level stage ----===//
#include "hipify/Lexical/LexicalPass.h"
#include "hipify/Rules/Rule.h"

#include "llvm/ADT/STLExtras.h"

#include <functional>
#include <gtest/gtest.h>

using namespace hipify;
using namespace hipify::rules;

namespace {

struct TokenStage : ::testing::Test {
  std::unique_ptr<mapping::MappingTable> Table =
      std::move(*mapping::MappingTable::create());
  core::TranslateOptions Opts;
  FileFacts Facts; // what the pipeline would have found

  TokenStage() {
    EXPECT_FALSE(Opts.Targets.Hip.tryParse("6.3"));
    EXPECT_FALSE(Opts.Targets.Cuda.tryParse("12.6"));
  }

  /// \p Code after the token-level stage with rules \p Ids alone joined to
  /// it (no parse: as in a file too deeply nested to parse).
  std::string run(llvm::StringRef Code,
                  std::initializer_list<rewrite::Producer> Ids,
                  std::function<void(FileContext &)> Before = {}) {
    return runIn(Code, Ids, Before).Output;
  }

  struct Ran {
    std::string Output;
    std::vector<core::Diagnostic> Diagnostics;
  };
  Ran runIn(llvm::StringRef Code, std::initializer_list<rewrite::Producer> Ids,
            std::function<void(FileContext &)> Before = {}) {
    std::string Buffer = Code.str(); // null-terminated, as the lexer wants
    FileContext Ctx(Buffer, *Table, Opts, {}, Facts);
    if (Before)
      Before(Ctx);
    FileJob Job;
    Job.Path = "t.cu";
    std::vector<std::unique_ptr<Rule>> Rules;
    std::vector<lexical::TokenHooks *> Hooks;
    for (rewrite::Producer Id : Ids) {
      const RuleSpec *Spec = llvm::find_if(
          registeredRules(), [&](const RuleSpec &S) { return S.Id == Id; });
      EXPECT_NE(Spec, registeredRules().end());
      Rules.push_back(Rule::make(*Spec, Ctx, Job));
      Rules.back()->start();
      Hooks.push_back(Rules.back()->tokens());
      EXPECT_NE(Hooks.back(), nullptr);
    }
    lexical::runLexicalPass(Ctx, Hooks);
    return {Ctx.applyEdits().Output, Ctx.takeDiagnostics()};
  }
};

TEST_F(TokenStage, IncludeRuleRenamesAngleIncludesThePreprocessorNeverSaw) {
  EXPECT_EQ(run("#if 0\n#include <cuda_runtime.h>\n#include \"cuda.h\"\n"
                "#endif\n",
                {rewrite::Producer::Include}),
            "#if 0\n#include <hip/hip_runtime.h>\n#include \"cuda.h\"\n"
            "#endif\n");
  // A header the target has no twin for stays (the preprocessor's callback
  // reports it where the include resolves).
  EXPECT_EQ(run("#if 0\n#include <cuda_no_such_header.h>\n#endif\n",
                {rewrite::Producer::Include}),
            "#if 0\n#include <cuda_no_such_header.h>\n#endif\n");
}

TEST_F(TokenStage, KernelLaunchRuleRewritesLaunchesTheAstNeverSaw) {
  llvm::StringRef Code = "#if 0\nk<<<g, b>>>(x);\n#endif\n";
  EXPECT_EQ(run(Code, {rewrite::Producer::KernelLaunch}),
            "#if 0\nhipLaunchKernelGGL(k, dim3(g), dim3(b), 0, 0, x);\n"
            "#endif\n");
  // ... unless the branch is left out of the translation (--skip-excluded).
  Opts.SkipExcluded = true;
  Facts.Skipped.push_back({0, 28});
  EXPECT_EQ(run(Code, {rewrite::Producer::KernelLaunch}), Code);
}

TEST_F(TokenStage, HipSymbolRuleWrapsTheSymbolOfACallTheAstNeverSaw) {
  Opts.Targets.Hip = llvm::VersionTuple(7, 1);
  Opts.Targets.Cuda = llvm::VersionTuple(13, 0);
  // The name is api-rename's; the rule wraps the symbol of the call it
  // hands on.
  llvm::StringRef Code = "#if 0\ncudaMemcpyToSymbol(sym, &h, 4);\n#endif\n";
  EXPECT_EQ(
      run(Code, {rewrite::Producer::ApiRename, rewrite::Producer::HipSymbol}),
      "#if 0\nhipMemcpyToSymbol(HIP_SYMBOL(sym), &h, 4);\n#endif\n");
  EXPECT_EQ(run(Code, {rewrite::Producer::HipSymbol}), Code);
}

TEST_F(TokenStage, WarpSizeRuleWidensTheMasksOfSkippedBranchesOnly) {
  Opts.Targets.Hip = llvm::VersionTuple(7, 1);
  Opts.Targets.Cuda = llvm::VersionTuple(13, 0);
  llvm::StringRef Code = "#if 0\nint v = __shfl_sync(0xffffffff, x, 0);\n"
                         "int w = __shfl_sync(m, x, 0);\n#endif\n";
  Facts.Skipped.push_back({0, unsigned(Code.size())});
  EXPECT_EQ(
      run(Code, {rewrite::Producer::ApiRename, rewrite::Producer::WarpSize}),
      "#if 0\nint v = __shfl_sync(0xffffffffffffffffull, x, 0);\n"
      "int w = __shfl_sync(static_cast<unsigned long long>(m), x, 0);\n"
      "#endif\n");
  // Where the parse read the call, the AST's half has the mask: only
  // api-rename's renames.
  Facts.Skipped.clear();
  EXPECT_EQ(
      run(Code, {rewrite::Producer::ApiRename, rewrite::Producer::WarpSize}),
      "#if 0\nint v = __shfl_sync(0xffffffff, x, 0);\n"
      "int w = __shfl_sync(m, x, 0);\n#endif\n");
}

TEST_F(TokenStage, ApiRenameRenamesTableNamesInEveryBranch) {
  EXPECT_EQ(run("#if 0\ncudaMalloc(&p, n);\n#else\ncudaFree(p);\n#endif\n",
                {rewrite::Producer::ApiRename}),
            "#if 0\nhipMalloc(&p, n);\n#else\nhipFree(p);\n#endif\n");
  EXPECT_EQ(run("#define ALLOC(p, n) cudaMalloc(&p, n)\n",
                {rewrite::Producer::ApiRename}),
            "#define ALLOC(p, n) hipMalloc(&p, n)\n");
}

TEST_F(TokenStage, ApiRenameLeavesWhatTheAstClaimed) {
  EXPECT_EQ(run("cudaMalloc(a); cudaMalloc(b);", {rewrite::Producer::ApiRename},
                [](FileContext &C) { C.claim(0); }),
            "cudaMalloc(a); hipMalloc(b);");
}

TEST_F(TokenStage, ApiRenameLeavesStringsCommentsAndMembersAlone) {
  llvm::StringRef Code =
      "// cudaMalloc\n/* cudaFree */ s.cudaFree; "
      "p->cudaMalloc; puts(\"cudaMalloc failed\");\n"
      "#error cudaMalloc is gone\n#pragma message cudaFree\n";
  EXPECT_EQ(run(Code, {rewrite::Producer::ApiRename}), Code);
}

TEST_F(TokenStage, ApiRenameRenamesInStringsOnlyWhenAsked) {
  Opts.TranslateStrings = true;
  EXPECT_EQ(run("puts(\"cudaMalloc failed: cudaMallocX\");",
                {rewrite::Producer::ApiRename}),
            "puts(\"hipMalloc failed: cudaMallocX\");");
}

TEST_F(TokenStage, ApiRenameSkipsExcludedBranchesWhenAsked) {
  Opts.SkipExcluded = true;
  Facts.Skipped.push_back({0, 28});
  EXPECT_EQ(run("#if 0\ncudaMalloc(p);\n#endif\ncudaFree(p);\n",
                {rewrite::Producer::ApiRename}),
            "#if 0\ncudaMalloc(p);\n#endif\nhipFree(p);\n");
}

TEST_F(TokenStage, ApiRenameLeavesANameTheFileDeclaresItself) {
  // Declared anywhere in the file (seen before the stage), kept everywhere.
  llvm::StringRef Code = "#if 0\nuse(cudaError);\n#endif\n"
                         "hipError_t cudaError = hipSuccess;\n";
  EXPECT_EQ(run(Code, {rewrite::Producer::ApiRename}), Code);
}

TEST_F(TokenStage, ApiRenameReportsUnsupportedNamesWithoutRenaming) {
  llvm::StringRef Code = "cudaArrayGetPlane(&plane, arr, 0);";
  Ran R = runIn(Code, {rewrite::Producer::ApiRename});
  EXPECT_EQ(R.Output, Code);
  ASSERT_FALSE(R.Diagnostics.empty());
  EXPECT_EQ(R.Diagnostics.back().Name, "cudaArrayGetPlane");
  EXPECT_EQ(R.Diagnostics.back().Tag, Tag::Unsupported);
}

} // namespace
