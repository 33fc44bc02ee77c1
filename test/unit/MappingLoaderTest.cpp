//===- MappingLoaderTest.cpp ----------------------------------------------===//
#include "hipify/Mapping/MappingLoader.h"

#include "llvm/Support/Allocator.h"
#include "llvm/Support/Error.h"

#include <gtest/gtest.h>

using namespace hipify::mapping;
using namespace llvm;

namespace {

struct Loader : ::testing::Test {
  BumpPtrAllocator Alloc;
  StringSaver Saver{Alloc};

  std::string errorOf(StringRef Text, bool AllowDisable = false) {
    auto F = parseApiFile("t.yaml", Text, Saver, AllowDisable);
    if (F)
      return "";
    return toString(F.takeError());
  }
};

TEST_F(Loader, ReadsEveryFieldOfARecord) {
  auto F = parseApiFile(
      "t.yaml",
      "library: runtime\nrecords:\n"
      "  - {cuda: cudaFoo, kind: function, category: memory, section: MEMORY,"
      " hip: hipFoo, roc: rocFoo, cuda-added: '10.0', cuda-deprecated: '11.2',"
      " cuda-removed: '12.0', cuda-changed: ['11.0', '12.1'], hip-added: 5.2.0,"
      " hip-deprecated: '6.0', hip-removed: '7.0', hip-experimental: 6.3.0,"
      " roc-added: '4.5', flags: [v2-only, miopen-only], rewriter: hip-symbol-0}\n",
      Saver, false);
  ASSERT_TRUE(bool(F)) << toString(F.takeError());
  ASSERT_EQ(F->Records.size(), 1u);
  const ApiRecord &R = F->Records[0];
  EXPECT_EQ(F->Library, "runtime");
  EXPECT_EQ(R.Cuda, "cudaFoo");
  EXPECT_EQ(R.K, Kind::Function);
  EXPECT_EQ(R.Hip, "hipFoo");
  EXPECT_EQ(R.Roc, "rocFoo");
  EXPECT_EQ(R.Category, "memory");
  EXPECT_EQ(R.Library, "runtime");
  EXPECT_EQ(R.CudaAdded, VersionTuple(10, 0));
  EXPECT_EQ(R.CudaRemoved, VersionTuple(12, 0));
  EXPECT_EQ(R.CudaChanged, "11.0,12.1");
  EXPECT_EQ(R.HipAdded, VersionTuple(5, 2, 0));
  EXPECT_EQ(R.HipExperimental, VersionTuple(6, 3, 0));
  EXPECT_EQ(R.RocAdded, VersionTuple(4, 5));
  EXPECT_EQ(R.Flags, unsigned(FlagV2Only | FlagMiopenOnly));
  EXPECT_EQ(R.Rewriter, "hip-symbol-0");
  EXPECT_EQ(R.Line, 3u);
}

TEST_F(Loader, RejectsAnUnknownKeyAtItsLine) {
  EXPECT_EQ(errorOf("library: x\nrecords:\n  - {cuda: a, kind: type}\n"
                    "  - {cuda: b, kind: type, hipp: c}\n"),
            "t.yaml:4:27: unknown key 'hipp'");
}

TEST_F(Loader, RejectsMalformedVersions) {
  EXPECT_NE(errorOf("library: x\nrecords:\n"
                    "  - {cuda: a, kind: type, hip-added: 'six'}\n")
                .find("t.yaml:3:"),
            std::string::npos);
  EXPECT_NE(errorOf("library: x\nrecords:\n"
                    "  - {cuda: a, kind: type, hip-added: '1.2.3.4'}\n")
                .find("malformed version '1.2.3.4'"),
            std::string::npos);
}

TEST_F(Loader, RejectsANameListedTwiceNamingTheFirstLine) {
  std::string E = errorOf("library: x\nrecords:\n  - {cuda: a, kind: type}\n"
                          "  - {cuda: a, kind: enum}\n");
  EXPECT_NE(E.find("t.yaml:4:"), std::string::npos) << E;
  EXPECT_NE(E.find("first at line 3"), std::string::npos) << E;
}

TEST_F(Loader, AcceptsOnlyKnownRewriters) {
  EXPECT_EQ(errorOf("library: x\nrecords:\n"
                    "  - {cuda: a, kind: function, rewriter: hip-symbol-1, "
                    "note: 'takes a symbol'}\n"),
            "");
  EXPECT_NE(errorOf("library: x\nrecords:\n"
                    "  - {cuda: a, kind: function, rewriter: magic}\n")
                .find("unknown rewriter 'magic'"),
            std::string::npos);
  EXPECT_EQ(rewriterArgument("hip-symbol-1", Family::HipSymbol), 1u);
  EXPECT_EQ(rewriterArgument("kernel-pointer-0", Family::KernelPointer), 0u);
  EXPECT_FALSE(rewriterArgument("manual", Family::HipSymbol));
  EXPECT_FALSE(rewriterArgument("out-pointer-1", Family::KernelPointer));
  EXPECT_TRUE(isKnownRewriter("out-pointer-2"));
  EXPECT_FALSE(isKnownRewriter("out-pointer-"));
}

TEST(RewriterSteps, SplitsStepsWithTheirCounterpartAndValue) {
  std::vector<RewriterStep> S = rewriterSteps(
      "roc:set-argument-9=stage; roc:append-argument-10=nullptr, nullptr; "
      "hip:append-argument-10=nullptr; drop-argument-3");
  ASSERT_EQ(S.size(), 4u);
  EXPECT_EQ(S[0].Family, Family::SetArgument);
  EXPECT_EQ(S[0].N, 9u);
  EXPECT_EQ(S[0].Value, "stage");
  EXPECT_EQ(S[0].Only, RewriterStep::Roc);
  EXPECT_EQ(S[1].Value, "nullptr, nullptr");
  EXPECT_EQ(S[2].Only, RewriterStep::Hip);
  EXPECT_EQ(S[3].Family, Family::DropArgument);
  EXPECT_EQ(S[3].Only, RewriterStep::Any);
  EXPECT_TRUE(isKnownRewriter("copy-argument-9=10"));
  EXPECT_FALSE(isKnownRewriter("copy-argument-9=ten"));
  EXPECT_FALSE(isKnownRewriter("add-argument-2"));    // needs a value
  EXPECT_FALSE(isKnownRewriter("drop-argument-2=x")); // takes none
  EXPECT_FALSE(isKnownRewriter("drop-argument-2; magic"));
}

TEST(RewriterSteps, ManualIsAStepBesideTheOldForms) {
  std::vector<RewriterStep> S = rewriterSteps("manual;old-integer-2");
  ASSERT_EQ(S.size(), 2u);
  EXPECT_EQ(S[0].Family, Family::Manual);
  EXPECT_EQ(S[1].Family, Family::OldInteger);
  EXPECT_EQ(S[1].N, 2u);
  EXPECT_TRUE(isKnownRewriter("manual"));
  EXPECT_TRUE(isKnownRewriter("manual;old-arity-3"));
  EXPECT_FALSE(isKnownRewriter("manual-1"));
  EXPECT_FALSE(isKnownRewriter("old-arity-3=x"));
}

TEST_F(Loader, RejectsMissingOrUnknownKinds) {
  EXPECT_NE(errorOf("library: x\nrecords:\n  - {cuda: a}\n").find("no 'kind'"),
            std::string::npos);
  EXPECT_NE(errorOf("library: x\nrecords:\n  - {cuda: a, kind: macro}\n")
                .find("unknown kind 'macro'"),
            std::string::npos);
}

TEST_F(Loader, RejectsNamesThatAreNotIdentifiers) {
  EXPECT_NE(errorOf("library: x\nrecords:\n  - {cuda: 'a b', kind: type}\n")
                .find("not a C identifier"),
            std::string::npos);
}

TEST_F(Loader, TakesNamesInsideANamespaceButNoEmptyPart) {
  auto F = parseApiFile("t.yaml",
                        "library: torch\nrecords:\n"
                        "  - {cuda: 'cuda::CUDAGuard', kind: type, hip: "
                        "'hip::HIPGuardMasqueradingAsCUDA'}\n",
                        Saver, false);
  ASSERT_TRUE(bool(F)) << toString(F.takeError());
  EXPECT_EQ(F->Records[0].Cuda, "cuda::CUDAGuard");
  for (StringRef Bad : {"'a::'", "'::a'", "'a::::b'", "'a::b.c'", "'a:b'"})
    EXPECT_NE(errorOf(("library: x\nrecords:\n  - {cuda: " + Bad +
                       ", kind: type}\n")
                          .str())
                  .find("not a C identifier"),
              std::string::npos)
        << Bad.str();
}

TEST_F(Loader, NamesAMemberRecordStructDotMemberAndNoOtherRecord) {
  auto F = parseApiFile("t.yaml",
                        "library: runtime\nrecords:\n"
                        "  - {cuda: cudaProp.fieldA, kind: member, hip: fieldB}\n",
                        Saver, false);
  ASSERT_TRUE(bool(F)) << toString(F.takeError());
  EXPECT_EQ(F->Records[0].K, Kind::Member);
  EXPECT_EQ(F->Records[0].Cuda, "cudaProp.fieldA");
  EXPECT_EQ(F->Records[0].Hip, "fieldB");
  EXPECT_NE(errorOf("library: x\nrecords:\n  - {cuda: a.b, kind: type}\n")
                .find("only such a record"),
            std::string::npos);
  EXPECT_NE(errorOf("library: x\nrecords:\n  - {cuda: a, kind: member}\n")
                .find("only such a record"),
            std::string::npos);
  EXPECT_NE(errorOf("library: x\nrecords:\n  - {cuda: a.b.c, kind: member}\n")
                .find("not a C identifier"),
            std::string::npos);
}

TEST_F(Loader, AllowsDisabledRecordsOnlyInUserFiles) {
  StringRef Text = "library: x\nrecords:\n  - {cuda: a, disabled: true}\n";
  EXPECT_NE(errorOf(Text, false).find("only allowed in user mapping files"),
            std::string::npos);
  auto F = parseApiFile("t.yaml", Text, Saver, true);
  ASSERT_TRUE(bool(F)) << toString(F.takeError());
  EXPECT_TRUE(F->Records[0].Disabled);
}

TEST_F(Loader, ReportsYamlSyntaxErrorsWithALocation) {
  EXPECT_EQ(errorOf("library: x\nrecords:\n  - {cuda: a, kind: type\n")
                .rfind("t.yaml:", 0),
            0u);
}

TEST_F(Loader, ReadsHeaderRecordsAndRejectsDropWithHip) {
  auto H = parseHeaderFile(
      "h.yaml",
      "records:\n  - {cuda: cuda.h, hip: hip/hip_runtime.h, library: runtime,"
      " main: true}\n  - {cuda: x.h, drop: true, library: runtime}\n",
      Saver);
  ASSERT_TRUE(bool(H)) << toString(H.takeError());
  ASSERT_EQ(H->size(), 2u);
  EXPECT_TRUE((*H)[0].Main);
  EXPECT_TRUE((*H)[1].Drop);
  auto Bad = parseHeaderFile(
      "h.yaml", "records:\n  - {cuda: x.h, hip: y.h, drop: true, library: a}\n",
      Saver);
  ASSERT_FALSE(bool(Bad));
  EXPECT_NE(toString(Bad.takeError()).find("h.yaml:2:"), std::string::npos);
}

TEST_F(Loader, ReadsWhereHipMovedAHeaderAndRejectsHalfOfIt) {
  auto H = parseHeaderFile(
      "h.yaml",
      "records:\n  - {cuda: cublas_v2.h, hip: hipblas/hipblas.h, hip-before: "
      "hipblas.h, hip-moved: '5.2', library: blas}\n  - {cuda: cuda_bf16.h, "
      "hip: hip/hip_bf16.h, hip-added: '5.6', library: runtime}\n",
      Saver);
  ASSERT_TRUE(bool(H)) << toString(H.takeError());
  EXPECT_EQ((*H)[0].HipBefore, "hipblas.h");
  EXPECT_EQ((*H)[0].HipMoved, VersionTuple(5, 2));
  EXPECT_EQ((*H)[1].HipAdded, VersionTuple(5, 6));
  for (const char *Bad :
       {"records:\n  - {cuda: a.h, hip: b/a.h, hip-before: a2.h, library: x}\n",
        "records:\n  - {cuda: a.h, hip: b.h, hip-added: 'six', library: x}\n",
        "records:\n  - {cuda: a.h, hip-added: '6.0', library: x}\n"}) {
    auto E = parseHeaderFile("h.yaml", Bad, Saver);
    ASSERT_FALSE(bool(E)) << Bad;
    EXPECT_NE(toString(E.takeError()).find("h.yaml:2:"), std::string::npos);
  }
}

TEST_F(Loader, RejectsANulByteAtItsPlace) {
  using namespace std::string_literals;
  std::string Text = "library: x\nrecords:\n  - {cuda: a\0, kind: type}\n"s;
  EXPECT_EQ(errorOf(Text),
            "t.yaml:3:13: NUL byte: a mapping file is text (is this a "
            "binary file?)");
  auto H = parseGuardFile("g.yaml", "\0"s, Saver);
  ASSERT_FALSE(bool(H));
  EXPECT_EQ(toString(H.takeError()).find("g.yaml:1:1: NUL byte"), 0u);
}

TEST_F(Loader, PointsAnEmptyFileAtItsStart) {
  EXPECT_EQ(errorOf(""), "t.yaml:1:1: expected a mapping with a 'records' list");
  EXPECT_EQ(errorOf("# a comment\n"),
            "t.yaml:1:1: expected a mapping with a 'records' list");
}

TEST_F(Loader, RejectsNestingTooDeepWithAMessage) {
  std::string Deep = "library: x\nrecords: " + std::string(5000, '[') +
                     std::string(5000, ']') + "\n";
  std::string E = errorOf(Deep);
  EXPECT_EQ(E.find("t.yaml:2:"), 0u) << E;
  EXPECT_NE(E.find("nested too deeply"), std::string::npos) << E;
}

TEST(ParseVersion, AcceptsOneToThreeNumbers) {
  EXPECT_EQ(parseVersion("12"), VersionTuple(12));
  EXPECT_EQ(parseVersion("12.6"), VersionTuple(12, 6));
  EXPECT_EQ(parseVersion("6.2.0"), VersionTuple(6, 2, 0));
  EXPECT_FALSE(parseVersion(""));
  EXPECT_FALSE(parseVersion("6."));
  EXPECT_FALSE(parseVersion("v6"));
  EXPECT_FALSE(parseVersion("1.2.3.4"));
}

} // namespace
