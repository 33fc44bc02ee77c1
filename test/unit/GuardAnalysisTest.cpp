//===- GuardAnalysisTest.cpp ----------------------------------------------===//
#include "hipify/Guards/GuardAnalysis.h"

#include <gtest/gtest.h>

#include <set>

using namespace hipify;
using namespace hipify::guards;
using namespace hipify::pp;

namespace {

struct Guards : ::testing::Test {
  std::unique_ptr<mapping::MappingTable> Table =
      std::move(*mapping::MappingTable::create());
  Options Opts;
  Guards() { Opts.Macros = Table->guardMacros(); }

  /// The buffer with every suggested fix applied.
  std::string fixed(llvm::StringRef Code, Policy P = Policy::Modern) {
    Opts.Default = P;
    std::vector<Finding> F = analyse(Code, scanDirectives(Code), Opts);
    std::string Out = Code.str();
    for (auto It = F.rbegin(); It != F.rend(); ++It)
      if (It->Suggested)
        Out.replace(It->Suggested->Offset, It->Suggested->Length,
                    It->Suggested->Text);
    return Out;
  }
  std::vector<Finding> findings(llvm::StringRef Code) {
    return analyse(Code, scanDirectives(Code), Opts);
  }
};

TEST_F(Guards, ScansDirectivesAcrossContinuationsAndComments) {
  llvm::StringRef Code = "/* #if 0 */\nint x; // #if 1\n  #  if A && \\\n B "
                         "/* c */\n#endif\n\"#if 2\"\n";
  std::vector<Directive> D = scanDirectives(Code);
  ASSERT_EQ(D.size(), 2u);
  EXPECT_EQ(D[0].Name, "if");
  EXPECT_EQ(D[0].Line, 3u);
  EXPECT_EQ(Code.slice(D[0].OperandBegin, D[0].OperandEnd), "A && \\\n B");
  EXPECT_EQ(D[1].Name, "endif");
  EXPECT_EQ(D[1].Nested, 0u);
}

TEST_F(Guards, ParsesConditionsAndRejectsMalformedOnes) {
  EXPECT_TRUE(parseCondition("defined(A) && (B >= 0x10 || !C) ? 1 : 2"));
  EXPECT_TRUE(parseCondition("__has_include(<cuda.h>) && FOO(1, (2))"));
  std::string Error;
  EXPECT_FALSE(parseCondition("A &&", &Error));
  EXPECT_EQ(Error, "unexpected end of condition");
  EXPECT_FALSE(parseCondition("(A", &Error));
  EXPECT_FALSE(parseCondition("defined", &Error));
  EXPECT_TRUE(parseCondition("A || B")->TopLevelOr);
  EXPECT_FALSE(parseCondition("(A || B) && C")->TopLevelOr);
}

TEST_F(Guards, RejectsConditionsTooDeepOrTooLongToEvaluate) {
  // Chains of operators and of ?: make trees as deep as they are long; the
  // analysis recurses over them and overflowed the stack (fuzz-guards).
  std::string Error;
  std::string Ternary;
  for (int I = 0; I < 300; ++I)
    Ternary += "A ? B : ";
  Ternary += "C";
  EXPECT_FALSE(parseCondition(Ternary, &Error));
  EXPECT_EQ(Error, TooDeeplyNested);
  std::string Chain = "CUDA_VERSION";
  for (int I = 0; I < 5000; ++I)
    Chain += " || CUDA_VERSION";
  EXPECT_FALSE(parseCondition(Chain, &Error));
  EXPECT_EQ(Error, TooLong);
  // Not analysed, and said so at its first CUDA macro, with no fix.
  auto Found = findings("#if " + Chain + "\n#endif\n");
  ASSERT_EQ(Found.size(), 1u);
  EXPECT_TRUE(Found[0].Unanalysed);
  EXPECT_EQ(Found[0].Check, CheckId::CudaVersionGuard);
  EXPECT_EQ(Found[0].Offset, 4u);
  EXPECT_FALSE(Found[0].Suggested);
  EXPECT_EQ(Found[0].Message.find(TooLong.str()), 0u) << Found[0].Message;
  // One that names no CUDA macro is nothing to say.
  std::string Other = "FOO";
  for (int I = 0; I < 5000; ++I)
    Other += " || FOO";
  EXPECT_TRUE(findings("#if " + Other + "\n#endif\n").empty());
  std::string Fine = "CUDA_VERSION";
  for (int I = 0; I < 1000; ++I)
    Fine += " + CUDA_VERSION";
  EXPECT_TRUE(parseCondition(Fine));
}

TEST_F(Guards, EvaluatesOverflowAsUnknown) {
  // Each used to be computed in long long, overflowing (undefined; the
  // sanitized build halts); every operator was computed for every one.
  for (const char *Cond :
       {"CUDA_VERSION << 58 == 99", "CUDA_VERSION * 9223372036854775807 > 0",
        "CUDA_VERSION + 9223372036854775807 > 0",
        "-CUDA_VERSION - 9223372036854775807 - 2 < 0",
        "-(9223372036854775807 - 1 - 9223372036854775807 - 1) > CUDA_VERSION",
        "CUDA_VERSION && 9223372036854775808 / -1",
        "CUDA_VERSION && 9223372036854775808 % -1"}) {
    std::vector<Finding> F =
        findings(("#if " + llvm::Twine(Cond) + "\n#endif\n").str());
    ASSERT_EQ(F.size(), 1u) << Cond;
    EXPECT_EQ(F[0].Check, CheckId::CudaVersionGuard) << Cond;
  }
}

TEST_F(Guards, IncludesRocmWhereANewCudaTakesTheBranch) {
  EXPECT_EQ(fixed("#if defined(CUDA_VERSION) && CUDA_VERSION >= 11000\n"),
            "#if (defined(CUDA_VERSION) && CUDA_VERSION >= 11000) || "
            "defined(__HIP_PLATFORM_AMD__)\n");
  EXPECT_EQ(fixed("#if CUDA_VERSION < 11000 // legacy\n"),
            "#if CUDA_VERSION < 11000 && !defined(__HIP_PLATFORM_AMD__) // legacy\n");
}

TEST_F(Guards, FollowsAnExplicitPolicy) {
  EXPECT_EQ(fixed("#if defined(CUDA_VERSION) && CUDA_VERSION >= 11000\n",
                  Policy::Exclude),
            "#if defined(CUDA_VERSION) && CUDA_VERSION >= 11000 && "
            "!defined(__HIP_PLATFORM_AMD__)\n");
  EXPECT_EQ(fixed("#if CUDART_VERSION >= 12000 || X\n", Policy::Exclude),
            "#if (CUDART_VERSION >= 12000 || X) && !defined(__HIP_PLATFORM_AMD__)\n");
}

TEST_F(Guards, GivesCompilerAndDeviceTestsHipsOwnMacro) {
  EXPECT_EQ(fixed("#ifdef __CUDACC__\n#endif\n"),
            "#if defined(__CUDACC__) || defined(__HIPCC__)\n#endif\n");
  EXPECT_EQ(fixed("#if __CUDA_ARCH__ >= 700\n"),
            "#if (__CUDA_ARCH__ >= 700) || defined(__HIP_DEVICE_COMPILE__)\n");
  // A twin, not a policy: hipcc must not take a host-only fallback.
  EXPECT_EQ(fixed("#ifndef __CUDACC__\n"),
            "#if !defined(__CUDACC__) && !defined(__HIPCC__)\n");
  EXPECT_EQ(fixed("#if !defined(__CUDACC__) && FOO\n"),
            "#if !(defined(__CUDACC__) || defined(__HIPCC__)) && FOO\n");
  EXPECT_EQ(fixed("#if defined __CUDA_ARCH__ || BAR\n"),
            "#if (defined(__CUDA_ARCH__) || defined(__HIP_DEVICE_COMPILE__)) "
            "|| BAR\n");
}

TEST_F(Guards, SaysWhatRocmDoesToday) {
  auto F = findings("#if CUDA_VERSION >= 11000\n#elif CUDA_VERSION < 9000\n"
                    "#elif defined(CUDA_VERSION) && FOO\n#endif\n");
  ASSERT_EQ(F.size(), 3u);
  EXPECT_EQ(F[0].Message, "'CUDA_VERSION' is undefined under HIP: ROCm "
                          "silently skips this branch");
  EXPECT_EQ(F[0].Check, CheckId::CudaVersionGuard);
  EXPECT_EQ(F[0].Offset, 4u);
  EXPECT_NE(F[1].Message.find("silently takes this branch"), std::string::npos);
  EXPECT_NE(F[2].Message.find("silently skips"), std::string::npos);
}

TEST_F(Guards, LeavesConditionsWithAnExplicitRocmTerm) {
  EXPECT_TRUE(findings("#if CUDA_VERSION >= 11000 || defined(USE_ROCM)\n"
                       "#if defined(__CUDACC__) || defined(__HIPCC__)\n"
                       "#if !defined(__HIP_PLATFORM_AMD__) && CUDART_VERSION\n"
                       "#if FOO > 2\n")
                  .empty());
  Opts.RocmMacro = "WITH_HIP";
  EXPECT_TRUE(findings("#if CUDA_VERSION >= 11000 || WITH_HIP\n").empty());
}

TEST_F(Guards, FlagsHipVersionsComparedWithCudaVersions) {
  auto F = findings("#define CUDA_VERSION HIP_VERSION\n"
                    "#if HIP_VERSION >= 11000\n#if HIP_VERSION >= 50200000\n"
                    "#if TORCH_HIP_VERSION < 602\n#if ROCM_VERSION >= 12000\n");
  ASSERT_EQ(F.size(), 3u);
  EXPECT_EQ(F[0].Check, CheckId::HipVersionScale);
  EXPECT_NE(F[0].Message.find("'CUDA_VERSION' is defined as 'HIP_VERSION'"),
            std::string::npos);
  EXPECT_EQ(F[1].Message, "'HIP_VERSION' is compared with 11000, a CUDA-style "
                          "version, but HIP_VERSION is major * 10000000 + "
                          "minor * 100000 + patch");
  EXPECT_FALSE(F[1].Suggested);
  EXPECT_NE(F[2].Message.find("ROCM_VERSION"), std::string::npos);
}

TEST_F(Guards, EmitsExactlyTheRegisteredChecks) {
  // Lint lists, filters and describes the checks from the registry: every
  // check the analysis emits must be there, and nothing else but lint's own.
  std::set<CheckId> Emitted;
  for (const Finding &F :
       findings("#if CUDA_VERSION >= 11000\n#endif\n#ifdef __CUDACC__\n"
                "#endif\n#if HIP_VERSION >= 11000\n#endif\n"))
    Emitted.insert(F.Check);
  std::set<CheckId> Registered;
  for (const CheckInfo &C : Checks) {
    Registered.insert(C.Id);
    EXPECT_EQ(&checkInfo(C.Id), &C);
    EXPECT_EQ(findCheck(C.Name), C.Id);
    EXPECT_FALSE(C.Description.empty()) << C.Name.str();
  }
  EXPECT_EQ(Registered.size(), std::size(Checks));
  // compat-uncovered, inline-ptx, warp-lanes and unknown-cuda-name are
  // lint's token checks, not the analysis's (their tests:
  // test/lit/compat/lint.test, test/lit/lint/inline-ptx.test,
  // test/lit/lint/warp-lanes.test, test/lit/lint/unknown-cuda-name.test).
  Registered.erase(CheckId::CompatUncovered);
  Registered.erase(CheckId::InlinePtx);
  Registered.erase(CheckId::WarpLanes);
  Registered.erase(CheckId::UnknownName);
  EXPECT_EQ(Emitted, Registered);
  EXPECT_FALSE(findCheck("hipify-cxx-cuda-version-guard"));
}

TEST_F(Guards, KeepsContinuationLinesInTheFix) {
  EXPECT_EQ(fixed("#if defined(CUDA_VERSION) && \\\n    CUDA_VERSION >= 11000\n"),
            "#if (defined(CUDA_VERSION) && \\\n    CUDA_VERSION >= 11000) || "
            "defined(__HIP_PLATFORM_AMD__)\n");
}

} // namespace
