//===- FileContextTest.cpp - rules::reference, project names -------------===//
#include "hipify/Core/FileContext.h"
#include "hipify/Rules/Rule.h"

#include <gtest/gtest.h>

#include <type_traits>
#include <utility>

using namespace hipify;
using namespace hipify::core;

namespace {

struct Context : ::testing::Test {
  std::unique_ptr<mapping::MappingTable> Table =
      std::move(*mapping::MappingTable::create());
  TranslateOptions Opts;

  Context() {
    EXPECT_FALSE(Opts.Targets.Hip.tryParse("6.3"));
    EXPECT_FALSE(Opts.Targets.Cuda.tryParse("12.6"));
  }

  const mapping::ApiRecord &record(llvm::StringRef Name) {
    const mapping::ApiRecord *R = Table->lookup(Name);
    EXPECT_NE(R, nullptr) << Name.str();
    return *R;
  }

  /// The reference to \p Name where \p Code first spells it (as \p Written,
  /// if given: a call that takes another name's record).
  void reference(FileContext &Ctx, llvm::StringRef Name,
                 llvm::StringRef Written = "") {
    if (Written.empty())
      Written = Name;
    size_t At = Ctx.Buffer.find(Written);
    ASSERT_NE(At, llvm::StringRef::npos);
    rules::reference(Ctx, At, Written.size(), record(Name),
                     rewrite::Tier::Ast, rewrite::Producer::ApiRename);
  }
};

// A rule cannot change another's input: the file's facts (PyTorch-ness,
// the branches skipped, what the parse read) are the pipeline's, and a
// FileContext, which is all a rule has, holds them const; the table and the
// options too.
using Facts = decltype(std::declval<FileContext &>().Facts);
static_assert(std::is_const_v<std::remove_reference_t<Facts>>);
static_assert(!std::is_assignable_v<
              decltype((std::declval<FileContext &>().Facts.Torch)), bool>);
static_assert(
    std::is_const_v<
        std::remove_reference_t<decltype(std::declval<FileContext &>().Opts)>>);
static_assert(std::is_const_v<std::remove_reference_t<
                  decltype(std::declval<FileContext &>().Table)>>);

// What the producers tell each other (claimed offsets, protected ranges,
// the project's names, CUDA use, opt-in macros, helpers, the diagnostics) is
// added through methods and never taken back: none of it is a field a rule
// could reach.
#define HIPIFY_CHANNEL(Field)                                                  \
  template <typename T, typename = void>                                       \
  struct Writable##Field : std::false_type {};                                 \
  template <typename T>                                                        \
  struct Writable##Field<T, std::void_t<decltype(std::declval<T &>().Field)>>  \
      : std::true_type {};                                                     \
  static_assert(!Writable##Field<FileContext>::value);
HIPIFY_CHANNEL(Claimed)
HIPIFY_CHANNEL(Protected)
HIPIFY_CHANNEL(ProjectNames)
HIPIFY_CHANNEL(UsesCuda)
HIPIFY_CHANNEL(OptIns)
HIPIFY_CHANNEL(Helpers)
HIPIFY_CHANNEL(Diagnostics)
#undef HIPIFY_CHANNEL
// The detection sees a field that is public.
struct Open {
  int Claimed;
};
static_assert(WritableClaimed<Open>::value);

TEST_F(Context, WhatProducersSayIsNeverTakenBack) {
  std::string Code = "cudaMalloc(&p, n); cudaFree(p);";
  FileContext Ctx(Code, *Table, Opts);
  EXPECT_TRUE(Ctx.claim(0));
  EXPECT_FALSE(Ctx.claim(0)); // said already
  EXPECT_TRUE(Ctx.isClaimed(0));
  Ctx.protect(19, 27);
  EXPECT_TRUE(Ctx.isProtected(19));
  EXPECT_FALSE(Ctx.isProtected(27));
  EXPECT_FALSE(Ctx.usesCuda());
  Ctx.refersToCuda();
  EXPECT_TRUE(Ctx.usesCuda());
  Ctx.needsOptIn("M", "first");
  Ctx.needsOptIn("M", "second");
  EXPECT_EQ(Ctx.optIns().lookup("M"), "first");

  // A fold sees its tag's diagnostics only, and drops only what it says.
  Ctx.diagnose(0, Severity::Warning, "kept", Tag::Manual);
  Ctx.diagnose(5, Severity::Warning, "changed", Tag::HipChanged);
  Ctx.diagnose(9, Severity::Warning, "changed again", Tag::HipChanged);
  EXPECT_TRUE(Ctx.leftUntranslated(0, 1));
  EXPECT_FALSE(Ctx.leftUntranslated(1, 30));
  Ctx.foldDiagnostics(Tag::HipChanged, [](llvm::ArrayRef<Diagnostic *> Ds) {
    EXPECT_EQ(Ds.size(), 2u);
    Ds[0]->Message += ", once";
    return std::vector<bool>{false, true};
  });
  ASSERT_EQ(Ctx.diagnostics().size(), 2u);
  EXPECT_EQ(Ctx.diagnostics()[0].Message, "kept");
  EXPECT_EQ(Ctx.diagnostics()[1].Message, "changed, once");
}

TEST_F(Context, ReadsTheFactsThePipelineFinds) {
  std::string Code = "#if 0\nint x;\n#endif\n";
  FileFacts Found;
  FileContext Ctx(Code, *Table, Opts, {}, Found);
  EXPECT_FALSE(Ctx.isSkipped(7));
  EXPECT_EQ(Ctx.rocmMacro(), Opts.RocmMacro);
  // As the parse goes on, the pipeline adds to them; the rules see it.
  Found.Skipped.push_back({6, 13});
  Found.Torch = true;
  EXPECT_TRUE(Ctx.isSkipped(7));
  EXPECT_FALSE(Ctx.isSkipped(14));
  EXPECT_EQ(Ctx.rocmMacro(), "USE_ROCM");
}

TEST_F(Context, RenamesANameWithOneEdit) {
  std::string Buffer = "cudaMalloc(&p, n);";
  FileContext Ctx(Buffer, *Table, Opts);
  reference(Ctx, "cudaMalloc");
  rewrite::RewriteResult R = Ctx.applyEdits();
  EXPECT_EQ(R.Output, "hipMalloc(&p, n);");
  ASSERT_EQ(R.Applied.size(), 1u);
  EXPECT_EQ(R.Applied[0].Offset, 0u);
  EXPECT_EQ(R.Applied[0].Length, 10u);
  EXPECT_EQ(R.Applied[0].From.Entry, "cudaMalloc");
  EXPECT_EQ(R.Applied[0].From.Library, "runtime");
  EXPECT_TRUE(Ctx.diagnostics().empty());
}

TEST_F(Context, LeavesANameTheTargetLacksAndSaysWhy) {
  // hipArrayGetInfo came in HIP 5.6.
  EXPECT_FALSE(Opts.Targets.Hip.tryParse("5.2"));
  std::string Buffer = "  cudaArrayGetInfo(&d, &e, &f, a);";
  FileContext Ctx(Buffer, *Table, Opts);
  reference(Ctx, "cudaArrayGetInfo");
  EXPECT_EQ(Ctx.applyEdits().Output, Buffer);
  EXPECT_FALSE(Ctx.hasEdits());
  ASSERT_EQ(Ctx.diagnostics().size(), 1u);
  const Diagnostic &D = Ctx.diagnostics()[0];
  EXPECT_EQ(D.Tag, Tag::Unsupported);
  EXPECT_EQ(D.Level, Severity::Warning);
  EXPECT_EQ(D.Offset, 2u);
  EXPECT_EQ(D.Name, "cudaArrayGetInfo");
  EXPECT_EQ(D.Kind, "function");
  EXPECT_EQ(D.Library, "runtime");
  EXPECT_EQ(D.Message, "'hipArrayGetInfo' requires HIP 5.6.0; target is 5.2; "
                       "left unchanged");

  // At a HIP that has it, the same reference is renamed.
  EXPECT_FALSE(Opts.Targets.Hip.tryParse("5.6"));
  FileContext Newer(Buffer, *Table, Opts);
  reference(Newer, "cudaArrayGetInfo");
  EXPECT_EQ(Newer.applyEdits().Output,
            "  hipArrayGetInfo(&d, &e, &f, a);");
  EXPECT_TRUE(Newer.diagnostics().empty());
}

TEST_F(Context, RenamesADeprecatedNameWithAWarning) {
  // hipProfilerStart is deprecated since HIP 3.0.
  std::string Buffer = "cudaProfilerStart();";
  FileContext Ctx(Buffer, *Table, Opts);
  reference(Ctx, "cudaProfilerStart");
  EXPECT_EQ(Ctx.applyEdits().Output, "hipProfilerStart();");
  ASSERT_EQ(Ctx.diagnostics().size(), 1u);
  EXPECT_EQ(Ctx.diagnostics()[0].Tag, Tag::Deprecated);
  EXPECT_EQ(Ctx.diagnostics()[0].Level, Severity::Warning);
  EXPECT_EQ(Ctx.diagnostics()[0].Name, "cudaProfilerStart");
  EXPECT_EQ(Ctx.diagnostics()[0].Message,
            "'hipProfilerStart' is deprecated since HIP 3.0.0");
}

TEST_F(Context, SaysWhatCudaDidToANameOnlyWhereItIsWritten) {
  // cudaThreadSynchronize: deprecated in CUDA 10.0, HIP's hipDeviceSynchronize.
  std::string Buffer = "cudaThreadSynchronize(); cudaDeviceSynchronize();";
  FileContext Ctx(Buffer, *Table, Opts);
  reference(Ctx, "cudaThreadSynchronize");
  ASSERT_EQ(Ctx.diagnostics().size(), 1u);
  EXPECT_EQ(Ctx.diagnostics()[0].Tag, Tag::CudaDeprecated);
  EXPECT_EQ(Ctx.diagnostics()[0].Message,
            "'cudaThreadSynchronize' is deprecated since CUDA 10.0");
  // The same record taken by a call spelled otherwise: renamed, not said.
  reference(Ctx, "cudaThreadSynchronize", "cudaDeviceSynchronize");
  EXPECT_EQ(Ctx.diagnostics().size(), 1u);
  EXPECT_EQ(Ctx.applyEdits().Output,
            "hipDeviceSynchronize(); hipDeviceSynchronize();");
}

TEST_F(Context, NotesANameTheProjectDeclaresOnce) {
  std::string Buffer = "struct cudaStream_t {};";
  FileContext Ctx(Buffer, *Table, Opts);
  const mapping::ApiRecord &R = record("cudaStream_t");
  Ctx.declaredByProject(R, 7);
  EXPECT_TRUE(Ctx.isProjectName("cudaStream_t"));
  ASSERT_EQ(Ctx.diagnostics().size(), 1u);
  EXPECT_EQ(Ctx.diagnostics()[0].Tag, Tag::ProjectName);
  EXPECT_EQ(Ctx.diagnostics()[0].Level, Severity::Note);
  EXPECT_EQ(Ctx.diagnostics()[0].Offset, 7u);
  EXPECT_EQ(Ctx.diagnostics()[0].Name, "cudaStream_t");
  EXPECT_EQ(Ctx.diagnostics()[0].Message,
            "'cudaStream_t' is a CUDA name the project declares itself; it "
            "keeps its name here and at every use");
  Ctx.declaredByProject(R, 7); // said once
  EXPECT_EQ(Ctx.diagnostics().size(), 1u);
  EXPECT_FALSE(Ctx.hasEdits());
}

TEST_F(Context, RecordsADeclarationElsewhereWithoutANote) {
  std::string Buffer = "cudaStream_t s;";
  FileContext Ctx(Buffer, *Table, Opts);
  Ctx.declaredByProject(record("cudaStream_t"), std::nullopt);
  EXPECT_TRUE(Ctx.isProjectName("cudaStream_t"));
  EXPECT_TRUE(Ctx.diagnostics().empty());
}

TEST_F(Context, LeavesNoProjectNameForAUserRecord) {
  // A --mappings record renames the project's own declarations too.
  std::string Buffer = "struct cudaStream_t {};";
  FileContext Ctx(Buffer, *Table, Opts);
  mapping::ApiRecord User = record("cudaStream_t");
  User.FromUser = true;
  Ctx.declaredByProject(User, 7);
  EXPECT_FALSE(Ctx.isProjectName("cudaStream_t"));
  EXPECT_TRUE(Ctx.diagnostics().empty());
}

} // namespace

namespace {
bool changed(bool B) { return !B; }
std::string changed(const std::string &S) { return S + "_"; }
core::GuardPolicy changed(core::GuardPolicy P) {
  return P == core::GuardPolicy::Off ? core::GuardPolicy::Auto
                                     : core::GuardPolicy::Off;
}
} // namespace

// The cache keys on describe(): an option it left out would let the cache
// serve a translation made with another value of it.
TEST(TranslateOptions, EveryOptionChangesTheCacheKey) {
  using core::GuardPolicy;
  namespace mapping = hipify::mapping;
  const std::string Base = core::describe(core::TranslateOptions());
#define HIPIFY_TARGET_OPTION(Field, Flag, Help)                                \
  {                                                                            \
    core::TranslateOptions T;                                                  \
    T.Targets.Field = changed(T.Targets.Field);                                \
    EXPECT_NE(core::describe(T), Base) << Flag;                                \
  }
#include "hipify/Support/Options.def"
#define HIPIFY_TRANSLATE_OPTION(Field, Type, Default, Flag, Group, Help, ...)  \
  {                                                                            \
    core::TranslateOptions T;                                                  \
    T.Field = changed(T.Field);                                                \
    EXPECT_NE(core::describe(T), Base) << Flag;                                \
  }
#include "hipify/Support/Options.def"
  core::TranslateOptions T;
  T.RocmMacroGiven = true;
  EXPECT_NE(core::describe(T), Base);
  T = core::TranslateOptions();
  T.Targets.Hip = llvm::VersionTuple(6, 2);
  EXPECT_NE(core::describe(T), Base);
}
