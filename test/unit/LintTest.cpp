//===- LintTest.cpp - hipify-cxx lint: findings, --fix, output, config ----===//
#include "hipify/Lint/Linter.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Signals.h"

#include <gtest/gtest.h>

using namespace hipify;
using namespace hipify::lint;
using namespace llvm;

namespace {

struct Lint : ::testing::Test {
  // As hipify-cxx's main() does (InitLLVM): LLVM's signal handlers, which
  // runLint's atomic writes register, are set up on the main thread. Set up
  // first by a worker thread, they give it an alternate signal stack that
  // AddressSanitizer then fails to unmap when the thread ends.
  static void SetUpTestSuite() { llvm::sys::PrintStackTraceOnErrorSignal(""); }
  std::unique_ptr<mapping::MappingTable> Table =
      std::move(*mapping::MappingTable::create());
  SmallString<128> Dir;
  LintOptions Opts;
  std::string Out, Err;

  Lint() {
    EXPECT_FALSE(sys::fs::createUniqueDirectory("hipify-lint", Dir));
    Opts.Paths = {std::string(Dir)};
    Opts.Jobs = 1;
  }
  ~Lint() override { sys::fs::remove_directories(Dir); }

  std::string path(StringRef Name) {
    SmallString<128> P(Dir);
    sys::path::append(P, Name);
    return std::string(P);
  }
  void write(StringRef Name, StringRef Text) {
    std::error_code EC;
    raw_fd_ostream OS(path(Name), EC);
    ASSERT_FALSE(EC) << EC.message();
    OS << Text;
  }
  std::string read(StringRef Name) {
    auto Buf = MemoryBuffer::getFile(path(Name));
    EXPECT_TRUE(bool(Buf));
    return Buf ? (*Buf)->getBuffer().str() : "";
  }
  int run() {
    Out.clear();
    Err.clear();
    raw_string_ostream O(Out), E(Err);
    return runLint(Opts, Table->guardMacros().vec(), O, E);
  }
};

constexpr StringLiteral Guarded = "#include <cuda.h>\n"
                                  "#if CUDA_VERSION >= 11000\n"
                                  "int modern;\n"
                                  "#endif\n";

TEST_F(Lint, ReportsACudaVersionGuardThatLeavesOutRocm) {
  write("k.cu", Guarded);
  EXPECT_EQ(run(), 1);
  EXPECT_TRUE(StringRef(Out).starts_with(path("k.cu") + ":2:5: warning: "))
      << Out;
  EXPECT_NE(Out.find("[hipify-cxx-cuda-version-guard]\n"), std::string::npos)
      << Out;
  EXPECT_NE(Out.find("    2 | #if CUDA_VERSION >= 11000\n"
                     "      |     ^\n"
                     "      | fix: #if (CUDA_VERSION >= 11000) || "
                     "defined(__HIP_PLATFORM_AMD__)\n"),
            std::string::npos)
      << Out;
  EXPECT_EQ(Err, "hipify-cxx lint: 1 files, 1 findings\n");
  EXPECT_EQ(read("k.cu"), Guarded); // not asked to fix
}

TEST_F(Lint, FixesTheGuardInPlace) {
  write("k.cu", Guarded);
  Opts.Fix = true;
  EXPECT_EQ(run(), 0); // everything fixed
  EXPECT_EQ(read("k.cu"), "#include <cuda.h>\n"
                          "#if (CUDA_VERSION >= 11000) || "
                          "defined(__HIP_PLATFORM_AMD__)\n"
                          "int modern;\n"
                          "#endif\n");
  EXPECT_NE(Out.find("| fixed: #if (CUDA_VERSION >= 11000)"), std::string::npos)
      << Out;
  EXPECT_EQ(Err, "hipify-cxx lint: 1 files, 1 findings, 1 fixed\n");
  // Fixed once: nothing more to say.
  Opts.Fix = false;
  EXPECT_EQ(run(), 0);
  EXPECT_EQ(Out, "");
  EXPECT_EQ(Err, "hipify-cxx lint: 1 files, 0 findings\n");
}

TEST_F(Lint, HonoursNolintAndTheEnabledChecks) {
  write("k.cu",
        "#if CUDA_VERSION >= 11000 // NOLINT(hipify-cxx-cuda-version-guard)\n"
        "#endif\n");
  EXPECT_EQ(run(), 0);
  write("k.cu", Guarded);
  Opts.Checks = {guards::CheckId::CudaCompilerGuard};
  EXPECT_EQ(run(), 0);
  EXPECT_EQ(Out, "");
}

TEST_F(Lint, SkipsExcludedFilesAndNonSources) {
  write("k.cu", Guarded);
  write("notes.txt", Guarded);
  Opts.Excludes = {"*.cu"};
  EXPECT_EQ(run(), 0);
  EXPECT_EQ(Err, "hipify-cxx lint: 0 files, 0 findings\n");
}

TEST_F(Lint, ReturnsTwoForAPathThatIsNotThere) {
  Opts.Paths = {path("missing.cu")};
  EXPECT_EQ(run(), 2);
  EXPECT_NE(Err.find("missing.cu"), std::string::npos) << Err;
}

TEST_F(Lint, PrintsValidJson) {
  write("k.cu", Guarded);
  Opts.Output = Format::Json;
  EXPECT_EQ(run(), 1);
  Expected<json::Value> V = json::parse(Out);
  ASSERT_TRUE(bool(V)) << toString(V.takeError()) << "\n" << Out;
  const json::Object *Root = V->getAsObject();
  ASSERT_NE(Root, nullptr);
  EXPECT_EQ(Root->getString("tool"), "hipify-cxx lint");
  EXPECT_EQ(Root->getInteger("files"), 1);
  EXPECT_EQ(Root->getInteger("findings_count"), 1);
  const json::Array *Findings = Root->getArray("findings");
  ASSERT_TRUE(Findings && Findings->size() == 1u) << Out;
  const json::Object *F = (*Findings)[0].getAsObject();
  ASSERT_NE(F, nullptr);
  EXPECT_EQ(F->getString("file"), path("k.cu"));
  EXPECT_EQ(F->getInteger("line"), 2);
  EXPECT_EQ(F->getInteger("column"), 5);
  EXPECT_EQ(F->getString("check"), "hipify-cxx-cuda-version-guard");
  const json::Object *Fix = F->getObject("fix");
  ASSERT_NE(Fix, nullptr);
  EXPECT_EQ(Fix->getString("line"),
            "#if (CUDA_VERSION >= 11000) || defined(__HIP_PLATFORM_AMD__)");
  EXPECT_EQ(Err, ""); // JSON alone on stdout, no summary
}

/// A .hipify-cxx.yaml holding \p Text in \p Dir; its path.
std::string config(StringRef Dir, StringRef Text) {
  SmallString<128> P(Dir);
  sys::path::append(P, ".hipify-cxx.yaml");
  std::error_code EC;
  raw_fd_ostream OS(P, EC);
  EXPECT_FALSE(EC) << EC.message();
  OS << Text;
  return std::string(P);
}

TEST_F(Lint, ReadsTheConfiguration) {
  std::string File = config(Dir, "policy: exclude\n"
                                 "checks: [cuda-version-guard, "
                                 "hipify-cxx-hip-version-scale]\n"
                                 "exclude:\n  - third_party/*\n  - '*.cuh'\n"
                                 "rocm-macro: USE_ROCM\n");
  ASSERT_FALSE(errorToBool(applyConfig(File, Opts)));
  EXPECT_EQ(Opts.Policy, guards::Policy::Exclude);
  EXPECT_EQ(Opts.Checks,
            (std::set<guards::CheckId>{guards::CheckId::CudaVersionGuard,
                                       guards::CheckId::HipVersionScale}));
  EXPECT_EQ(Opts.Excludes,
            (std::vector<std::string>{"third_party/*", "*.cuh"}));
  EXPECT_EQ(Opts.RocmMacro, "USE_ROCM");
  EXPECT_TRUE(Opts.RocmMacroGiven);
  // The nearest one governs a file below it.
  SmallString<128> Sub(Dir);
  sys::path::append(Sub, "src");
  ASSERT_FALSE(sys::fs::create_directory(Sub));
  EXPECT_EQ(findConfig(Sub), File);
}

TEST_F(Lint, RejectsAnUnknownKeyWithItsFileAndLine) {
  std::string File = config(Dir, "policy: modern\nbogus: 1\n");
  std::string Message = toString(applyConfig(File, Opts));
  EXPECT_EQ(Message, File + ":2:1: unknown key 'bogus'");
}

TEST_F(Lint, RejectsAnUnknownCheckAndABadPolicy) {
  std::string File = config(Dir, "checks:\n  - cuda-version-guard\n"
                                 "  - no-such-check\n");
  EXPECT_EQ(toString(applyConfig(File, Opts)),
            File + ":3:5: unknown check 'no-such-check'");
  File = config(Dir, "policy: sometimes\n");
  EXPECT_EQ(toString(applyConfig(File, Opts)),
            File + ":1:9: policy must be include, exclude or modern");
  File = config(Dir, "checks: cuda-version-guard\n");
  EXPECT_EQ(toString(applyConfig(File, Opts)),
            File + ":1:9: 'checks' must be a list");
}

} // namespace
