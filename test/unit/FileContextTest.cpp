//===- FileContextTest.cpp - FileContext::reference, launch, project names ===//
#include "hipify/Core/FileContext.h"

#include <gtest/gtest.h>

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
    Ctx.reference(At, Written.size(), record(Name), rewrite::Tier::Ast,
                  rewrite::Producer::ApiRename);
  }
};

TEST_F(Context, RenamesANameWithOneEdit) {
  std::string Buffer = "cudaMalloc(&p, n);";
  FileContext Ctx(Buffer, *Table, Opts);
  reference(Ctx, "cudaMalloc");
  rewrite::RewriteResult R = Ctx.Engine.apply(Buffer);
  EXPECT_EQ(R.Output, "hipMalloc(&p, n);");
  ASSERT_EQ(R.Applied.size(), 1u);
  EXPECT_EQ(R.Applied[0].Offset, 0u);
  EXPECT_EQ(R.Applied[0].Length, 10u);
  EXPECT_EQ(R.Applied[0].From.Entry, "cudaMalloc");
  EXPECT_EQ(R.Applied[0].From.Library, "runtime");
  EXPECT_TRUE(Ctx.Diagnostics.empty());
}

TEST_F(Context, LeavesANameTheTargetLacksAndSaysWhy) {
  // hipArrayGetInfo came in HIP 5.6.
  EXPECT_FALSE(Opts.Targets.Hip.tryParse("5.2"));
  std::string Buffer = "  cudaArrayGetInfo(&d, &e, &f, a);";
  FileContext Ctx(Buffer, *Table, Opts);
  reference(Ctx, "cudaArrayGetInfo");
  EXPECT_EQ(Ctx.Engine.apply(Buffer).Output, Buffer);
  EXPECT_TRUE(Ctx.Engine.empty());
  ASSERT_EQ(Ctx.Diagnostics.size(), 1u);
  const Diagnostic &D = Ctx.Diagnostics[0];
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
  EXPECT_EQ(Newer.Engine.apply(Buffer).Output,
            "  hipArrayGetInfo(&d, &e, &f, a);");
  EXPECT_TRUE(Newer.Diagnostics.empty());
}

TEST_F(Context, RenamesADeprecatedNameWithAWarning) {
  // hipProfilerStart is deprecated since HIP 3.0.
  std::string Buffer = "cudaProfilerStart();";
  FileContext Ctx(Buffer, *Table, Opts);
  reference(Ctx, "cudaProfilerStart");
  EXPECT_EQ(Ctx.Engine.apply(Buffer).Output, "hipProfilerStart();");
  ASSERT_EQ(Ctx.Diagnostics.size(), 1u);
  EXPECT_EQ(Ctx.Diagnostics[0].Tag, Tag::Deprecated);
  EXPECT_EQ(Ctx.Diagnostics[0].Level, Severity::Warning);
  EXPECT_EQ(Ctx.Diagnostics[0].Name, "cudaProfilerStart");
  EXPECT_EQ(Ctx.Diagnostics[0].Message,
            "'hipProfilerStart' is deprecated since HIP 3.0.0");
}

TEST_F(Context, SaysWhatCudaDidToANameOnlyWhereItIsWritten) {
  // cudaThreadSynchronize: deprecated in CUDA 10.0, HIP's hipDeviceSynchronize.
  std::string Buffer = "cudaThreadSynchronize(); cudaDeviceSynchronize();";
  FileContext Ctx(Buffer, *Table, Opts);
  reference(Ctx, "cudaThreadSynchronize");
  ASSERT_EQ(Ctx.Diagnostics.size(), 1u);
  EXPECT_EQ(Ctx.Diagnostics[0].Tag, Tag::CudaDeprecated);
  EXPECT_EQ(Ctx.Diagnostics[0].Message,
            "'cudaThreadSynchronize' is deprecated since CUDA 10.0");
  // The same record taken by a call spelled otherwise: renamed, not said.
  reference(Ctx, "cudaThreadSynchronize", "cudaDeviceSynchronize");
  EXPECT_EQ(Ctx.Diagnostics.size(), 1u);
  EXPECT_EQ(Ctx.Engine.apply(Buffer).Output,
            "hipDeviceSynchronize(); hipDeviceSynchronize();");
}

TEST_F(Context, NotesANameTheProjectDeclaresOnce) {
  std::string Buffer = "struct cudaStream_t {};";
  FileContext Ctx(Buffer, *Table, Opts);
  const mapping::ApiRecord &R = record("cudaStream_t");
  Ctx.declaredByProject(R, 7);
  EXPECT_TRUE(Ctx.ProjectNames.contains("cudaStream_t"));
  ASSERT_EQ(Ctx.Diagnostics.size(), 1u);
  EXPECT_EQ(Ctx.Diagnostics[0].Tag, Tag::ProjectName);
  EXPECT_EQ(Ctx.Diagnostics[0].Level, Severity::Note);
  EXPECT_EQ(Ctx.Diagnostics[0].Offset, 7u);
  EXPECT_EQ(Ctx.Diagnostics[0].Name, "cudaStream_t");
  EXPECT_EQ(Ctx.Diagnostics[0].Message,
            "'cudaStream_t' is a CUDA name the project declares itself; it "
            "keeps its name here and at every use");
  Ctx.declaredByProject(R, 7); // said once
  EXPECT_EQ(Ctx.Diagnostics.size(), 1u);
  EXPECT_TRUE(Ctx.Engine.empty());
}

TEST_F(Context, RecordsADeclarationElsewhereWithoutANote) {
  std::string Buffer = "cudaStream_t s;";
  FileContext Ctx(Buffer, *Table, Opts);
  Ctx.declaredByProject(record("cudaStream_t"), std::nullopt);
  EXPECT_TRUE(Ctx.ProjectNames.contains("cudaStream_t"));
  EXPECT_TRUE(Ctx.Diagnostics.empty());
}

TEST_F(Context, LeavesNoProjectNameForAUserRecord) {
  // A --mappings record renames the project's own declarations too.
  std::string Buffer = "struct cudaStream_t {};";
  FileContext Ctx(Buffer, *Table, Opts);
  mapping::ApiRecord User = record("cudaStream_t");
  User.FromUser = true;
  Ctx.declaredByProject(User, 7);
  EXPECT_FALSE(Ctx.ProjectNames.contains("cudaStream_t"));
  EXPECT_TRUE(Ctx.Diagnostics.empty());
}

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

struct Launch : Context {
  std::string run(llvm::StringRef Code, const LaunchShape &L) {
    std::string Buffer = Code.str();
    FileContext Ctx(Buffer, *Table, Opts);
    EXPECT_TRUE(Ctx.launch(L).has_value()) << Buffer;
    return Ctx.Engine.apply(Buffer).Output;
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
  llvm::StringRef Code = "k<<</* n */ g,\n     b>>>( // args\n x);";
  EXPECT_EQ(run(Code, shape(Code, "k", {"g", "b"}, "x")),
            "hipLaunchKernelGGL(k, dim3(/* n */ g), dim3(\nb), 0, 0, "
            "// args\nx);");
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
      Ctx.launch(shape(Buffer, "k", {"g", "b"}, "x"));
  ASSERT_TRUE(Group.has_value());
  rewrite::RewriteResult R = Ctx.Engine.apply(Buffer);
  unsigned Counted = 0;
  for (const rewrite::Edit &E : R.Applied) {
    EXPECT_EQ(E.Group, *Group);
    EXPECT_EQ(E.From.Rule, rewrite::Producer::KernelLaunch);
    Counted += E.Counted;
  }
  EXPECT_EQ(Counted, 1u); // one launch, counted once
  Ctx.Engine.discard(*Group);
  EXPECT_EQ(Ctx.Engine.apply(Buffer).Output, Buffer);
}

TEST_F(Launch, RefusesPiecesThatAreNotTheLaunchsPunctuationApart) {
  auto Refused = [&](llvm::StringRef Code, const LaunchShape &L) {
    std::string Buffer = Code.str();
    FileContext Ctx(Buffer, *Table, Opts);
    EXPECT_FALSE(Ctx.launch(L).has_value()) << Buffer;
    EXPECT_TRUE(Ctx.Engine.empty()) << Buffer;
    EXPECT_EQ(Ctx.Engine.apply(Buffer).Output, Buffer);
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
#include "hipify/Mapping/TargetOptions.def"
#define HIPIFY_TRANSLATE_OPTION(Field, Type, Default, Flag, Group, Help, ...)  \
  {                                                                            \
    core::TranslateOptions T;                                                  \
    T.Field = changed(T.Field);                                                \
    EXPECT_NE(core::describe(T), Base) << Flag;                                \
  }
#include "hipify/Core/TranslateOptions.def"
  core::TranslateOptions T;
  T.RocmMacroGiven = true;
  EXPECT_NE(core::describe(T), Base);
  T = core::TranslateOptions();
  T.Targets.Hip = llvm::VersionTuple(6, 2);
  EXPECT_NE(core::describe(T), Base);
}
