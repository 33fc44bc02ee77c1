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

  /// \p Code after the token-level stage with rule \p Id alone joined to it
  /// (no parse: as in a file too deeply nested to parse).
  std::string run(llvm::StringRef Code, rewrite::Producer Id,
                  std::function<void(FileContext &)> Before = {}) {
    std::string Buffer = Code.str(); // null-terminated, as the lexer wants
    FileContext Ctx(Buffer, *Table, Opts, {}, Facts);
    if (Before)
      Before(Ctx);
    FileJob Job;
    Job.Path = "t.cu";
    const RuleSpec *Spec = llvm::find_if(
        registeredRules(), [&](const RuleSpec &S) { return S.Id == Id; });
    EXPECT_NE(Spec, registeredRules().end());
    std::unique_ptr<Rule> R = Rule::make(*Spec, Ctx, Job);
    lexical::TokenHooks *Hooks = R->tokens();
    EXPECT_NE(Hooks, nullptr);
    lexical::runLexicalPass(Ctx, {Hooks});
    return Ctx.Engine.apply(Buffer).Output;
  }
};

TEST_F(TokenStage, IncludeRuleRenamesAngleIncludesThePreprocessorNeverSaw) {
  EXPECT_EQ(run("#if 0\n#include <cuda_runtime.h>\n#include \"cuda.h\"\n"
                "#endif\n",
                rewrite::Producer::Include),
            "#if 0\n#include <hip/hip_runtime.h>\n#include \"cuda.h\"\n"
            "#endif\n");
  // A header the target has no twin for stays (the preprocessor's callback
  // reports it where the include resolves).
  EXPECT_EQ(run("#if 0\n#include <cuda_no_such_header.h>\n#endif\n",
                rewrite::Producer::Include),
            "#if 0\n#include <cuda_no_such_header.h>\n#endif\n");
}

TEST_F(TokenStage, KernelLaunchRuleRewritesLaunchesTheAstNeverSaw) {
  llvm::StringRef Code = "#if 0\nk<<<g, b>>>(x);\n#endif\n";
  EXPECT_EQ(run(Code, rewrite::Producer::KernelLaunch),
            "#if 0\nhipLaunchKernelGGL(k, dim3(g), dim3(b), 0, 0, x);\n"
            "#endif\n");
  // ... unless the branch is left out of the translation (--skip-excluded).
  Opts.SkipExcluded = true;
  Facts.Skipped.push_back({0, 28});
  EXPECT_EQ(run(Code, rewrite::Producer::KernelLaunch), Code);
}

TEST_F(TokenStage, HipSymbolRuleWrapsTheSymbolOfACallTheAstNeverSaw) {
  Opts.Targets.Hip = llvm::VersionTuple(7, 1);
  Opts.Targets.Cuda = llvm::VersionTuple(13, 0);
  // Only the rule's half: the name itself is the token stage's rename.
  EXPECT_EQ(run("#if 0\ncudaMemcpyToSymbol(sym, &h, 4);\n#endif\n",
                rewrite::Producer::HipSymbol),
            "#if 0\nhipMemcpyToSymbol(HIP_SYMBOL(sym), &h, 4);\n#endif\n");
}

TEST_F(TokenStage, WarpSizeRuleWidensTheMasksOfSkippedBranchesOnly) {
  Opts.Targets.Hip = llvm::VersionTuple(7, 1);
  Opts.Targets.Cuda = llvm::VersionTuple(13, 0);
  llvm::StringRef Code = "#if 0\nint v = __shfl_sync(0xffffffff, x, 0);\n"
                         "int w = __shfl_sync(m, x, 0);\n#endif\n";
  Facts.Skipped.push_back({0, unsigned(Code.size())});
  EXPECT_EQ(run(Code, rewrite::Producer::WarpSize),
            "#if 0\nint v = __shfl_sync(0xffffffffffffffffull, x, 0);\n"
            "int w = __shfl_sync(static_cast<unsigned long long>(m), x, 0);\n"
            "#endif\n");
  // Where the parse read the call, the AST's half has the mask: only the
  // token stage's renames.
  Facts.Skipped.clear();
  EXPECT_EQ(run(Code, rewrite::Producer::WarpSize),
            "#if 0\nint v = __shfl_sync(0xffffffff, x, 0);\n"
            "int w = __shfl_sync(m, x, 0);\n#endif\n");
}

} // namespace
