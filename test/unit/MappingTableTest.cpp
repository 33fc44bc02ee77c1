//===- MappingTableTest.cpp -----------------------------------------------===//
#include "hipify/Mapping/MappingTable.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/raw_ostream.h"

#include <gtest/gtest.h>

using namespace hipify::mapping;
using namespace llvm;

namespace {

std::unique_ptr<MappingTable> builtin() {
  auto T = MappingTable::create();
  EXPECT_TRUE(bool(T));
  return std::move(*T);
}

Targets at(StringRef Hip, StringRef Cuda = "12.6") {
  Targets T;
  EXPECT_FALSE(T.Hip.tryParse(Hip));
  EXPECT_FALSE(T.Cuda.tryParse(Cuda));
  return T;
}

ApiRecord record(StringRef Hip) {
  ApiRecord R;
  R.Cuda = "cudaFoo";
  R.Hip = Hip;
  R.Library = "runtime";
  return R;
}

TEST(MappingTable, HoldsEveryImportedFact) {
  auto T = builtin();
  EXPECT_GE(T->records().size(), 8926u);
  ASSERT_NE(T->lookup("cudaMalloc"), nullptr);
  EXPECT_EQ(T->lookup("cudaMalloc")->Hip, "hipMalloc");
  EXPECT_EQ(T->lookup("cudaDeviceProp")->Hip, "hipDeviceProp_t");
  EXPECT_EQ(T->lookup("cudaSuccess")->K, Kind::Enum);
  EXPECT_EQ(T->lookup("cub")->K, Kind::Namespace);
  EXPECT_EQ(T->lookup("cudaThreadSynchronize")->CudaDeprecated,
            VersionTuple(10, 0));
  EXPECT_TRUE(T->lookup("cudaTextureObject_t")->Flags & FlagPointerHandle);
  EXPECT_FALSE(T->lookup("cudaStream_t")->Flags & FlagPointerHandle);
  EXPECT_EQ(T->lookup("notACudaName"), nullptr);
  ASSERT_NE(T->lookupHeader("cuda_runtime.h"), nullptr);
  EXPECT_EQ(T->lookupHeader("cuda_runtime.h")->Hip, "hip/hip_runtime.h");
  EXPECT_TRUE(T->isHipHeader("hip/hip_runtime.h"));
  EXPECT_FALSE(T->isHipHeader("cuda_runtime.h"));
  EXPECT_FALSE(T->newestHip().empty());
}

TEST(MappingTable, FindsEveryBuiltinRecordByItsNameAndNoneByAnother) {
  auto T = builtin();
  std::vector<const ApiRecord *> All = T->records();
  for (const ApiRecord *R : All) {
    EXPECT_EQ(T->lookup(R->Cuda), R) << R->Cuda.str();
    // A prefix or an extension of a name is another name.
    EXPECT_NE(T->lookup(R->Cuda.drop_back()), R);
    EXPECT_EQ(T->lookup((R->Cuda + "_not").str()), nullptr);
  }
  // The newest versions written at build time are the records' newest.
  VersionTuple Hip, Cuda;
  for (const ApiRecord *R : All) {
    for (VersionTuple V : {R->HipAdded, R->HipDeprecated, R->HipRemoved,
                           R->HipExperimental})
      Hip = std::max(Hip, V);
    for (VersionTuple V : {R->CudaAdded, R->CudaDeprecated, R->CudaRemoved})
      Cuda = std::max(Cuda, V);
  }
  EXPECT_EQ(T->newestHip(), Hip);
  EXPECT_EQ(T->newestCuda(), Cuda);
}

TEST(MappingTable, WritesAHeaderWhereTheTargetHasIt) {
  auto T = builtin();
  const HeaderRecord *Blas = T->lookupHeader("cublas_v2.h");
  ASSERT_NE(Blas, nullptr);
  EXPECT_EQ(T->headerFor(*Blas, at("6.2")), "hipblas/hipblas.h");
  EXPECT_EQ(T->headerFor(*Blas, at("5.2")), "hipblas/hipblas.h");
  EXPECT_EQ(T->headerFor(*Blas, at("5.1")), "hipblas.h");
  EXPECT_TRUE(T->isHipHeader("hipblas.h"));
  const HeaderRecord *Bf16 = T->lookupHeader("cuda_bf16.h");
  ASSERT_NE(Bf16, nullptr);
  EXPECT_EQ(T->headerFor(*Bf16, at("5.7")), "hip/hip_bf16.h");
  EXPECT_EQ(T->headerFor(*Bf16, at("5.6")), "");
}

TEST(MappingTable, RenamesWhenTheHipNameExistsAtTheTarget) {
  auto T = builtin();
  ApiRecord R = record("hipFoo");
  R.HipAdded = VersionTuple(5, 2);
  Decision D = T->decide(R, at("6.2"));
  EXPECT_TRUE(D.Rename);
  EXPECT_EQ(D.To, "hipFoo");
  EXPECT_TRUE(D.Warnings.empty());
}

TEST(MappingTable, LeavesANameThatAppearedAfterTheTarget) {
  auto T = builtin();
  ApiRecord R = record("hipFoo");
  R.HipAdded = VersionTuple(6, 1);
  Decision D = T->decide(R, at("5.2"));
  EXPECT_FALSE(D.Rename);
  ASSERT_TRUE(D.Why);
  EXPECT_EQ(D.Why->Message, "'hipFoo' requires HIP 6.1; target is 5.2");
  EXPECT_EQ(D.Why->Tag, hipify::Tag::Unsupported);
  EXPECT_TRUE(T->decide(R, at("6.1")).Rename);
}

TEST(MappingTable, LeavesANameRemovedByTheTarget) {
  auto T = builtin();
  ApiRecord R = record("hipFoo");
  R.HipRemoved = VersionTuple(7, 0);
  EXPECT_TRUE(T->decide(R, at("6.4")).Rename);
  Decision D = T->decide(R, at("7.0"));
  EXPECT_FALSE(D.Rename);
  EXPECT_EQ(D.Why->Message, "'hipFoo' was removed in HIP 7.0; target is 7.0");
}

TEST(MappingTable, RenamesDeprecatedNamesWithAWarning) {
  auto T = builtin();
  ApiRecord R = record("hipFoo");
  R.HipDeprecated = VersionTuple(6, 0);
  R.CudaRemoved = VersionTuple(12, 0);
  Decision D = T->decide(R, at("6.2", "12.6"));
  EXPECT_TRUE(D.Rename);
  ASSERT_EQ(D.Warnings.size(), 2u);
  EXPECT_EQ(D.Warnings[0].Tag, hipify::Tag::Deprecated);
  EXPECT_EQ(D.Warnings[1].Message, "'cudaFoo' was removed in CUDA 12.0");
  EXPECT_TRUE(T->decide(R, at("5.7", "11.8")).Warnings.empty());
}

TEST(MappingTable, RenamesACallInTheFormFromBeforeACudaChange) {
  auto T = builtin();
  ApiRecord R = record("hipFoo");
  R.CudaChanged = "13.0";
  R.Rewriter = "manual;old-arity-3";
  Decision New = T->decide(R, at("7.0", "13.0"));
  EXPECT_FALSE(New.Rename);
  ASSERT_TRUE(New.Why);
  EXPECT_EQ(New.Why->Tag, hipify::Tag::Manual);
  EXPECT_TRUE(T->decide(R, at("7.0", "13.0"), /*OldForm=*/true).Rename);
  EXPECT_TRUE(T->decide(R, at("7.0", "12.6")).Rename);
  R.CudaChanged = ""; // differs from HIP's in every CUDA: always by hand
  EXPECT_FALSE(T->decide(R, at("7.0", "13.0"), /*OldForm=*/true).Rename);
}

TEST(MappingTable, TranslatesExperimentalNamesOnlyWhenAsked) {
  auto T = builtin();
  ApiRecord R = record("hipFoo");
  R.HipExperimental = VersionTuple(6, 3);
  Targets Tg = at("6.3");
  EXPECT_FALSE(T->decide(R, Tg).Rename);
  Tg.Experimental = true;
  EXPECT_TRUE(T->decide(R, Tg).Rename);
}

TEST(MappingTable, WarnsWhenTheTargetPrecedesAHipChangeTowardsCuda) {
  auto T = builtin();
  ApiRecord R = record("hipFoo");
  R.HipChanged = "6.0,7.0";
  R.Note = "before it, it takes a pointer";
  EXPECT_TRUE(T->decide(R, at("7.0")).Warnings.empty());
  Decision D = T->decide(R, at("6.2"));
  ASSERT_EQ(D.Warnings.size(), 1u);
  EXPECT_EQ(D.Warnings[0].Message,
            "'hipFoo' changed in HIP 7.0 to match CUDA; target is 6.2: before "
            "it, it takes a pointer; check the call");
  EXPECT_EQ(D.Warnings[0].Tag, hipify::Tag::HipChanged);
  EXPECT_NE(T->decide(R, at("5.7")).Warnings[0].Message.find("HIP 7.0"),
            std::string::npos); // the latest change not reached
}

TEST(MappingTable, LeavesCallsWhoseCudaSignatureChangedForManualWork) {
  auto T = builtin();
  ApiRecord R = record("hipFoo");
  R.CudaChanged = "13.0";
  R.Rewriter = "manual";
  EXPECT_TRUE(T->decide(R, at("6.2", "12.6")).Rename);
  Decision D = T->decide(R, at("6.2", "13.0"));
  EXPECT_FALSE(D.Rename);
  EXPECT_EQ(D.Why->Tag, hipify::Tag::Manual);
  EXPECT_EQ(D.Why->Message,
            "'cudaFoo' changed in CUDA 13.0; translate the call by hand");
}

TEST(MappingTable, KnowsCuda13AndHip7FromTheAmendments) {
  auto T = builtin();
  EXPECT_EQ(T->newestCuda(), VersionTuple(13, 0));
  EXPECT_GE(T->newestHip(), VersionTuple(7, 0));
  EXPECT_EQ(T->lookup("cudaThreadSynchronize")->CudaRemoved,
            VersionTuple(13, 0));
  EXPECT_EQ(T->lookup("cudaMemcpyToSymbol")->Rewriter, "hip-symbol-0");
  EXPECT_EQ(T->lookup("cudaGetLastError")->HipChanged, "7.0");
  EXPECT_EQ(T->lookup("CUDA_MEMSET_NODE_PARAMS")->HipRemoved,
            VersionTuple(7, 0));
}

TEST(MappingTable, ReportsNamesWithoutEquivalent) {
  auto T = builtin();
  Decision D = T->decide(record(""), at("6.2"));
  EXPECT_FALSE(D.Rename);
  EXPECT_EQ(D.Why->Message, "'cudaFoo' has no HIP equivalent");
}

TEST(MappingTable, PrefersRocNamesWithRocAndMiopenForDnn) {
  auto T = builtin();
  ApiRecord R = record("hipblasFoo");
  R.Roc = "rocblas_foo";
  R.Library = "blas";
  Targets Tg = at("6.2");
  EXPECT_EQ(T->decide(R, Tg).To, "hipblasFoo");
  Tg.Roc = true;
  EXPECT_EQ(T->decide(R, Tg).To, "rocblas_foo");
  R.Library = "dnn";
  EXPECT_EQ(T->decide(R, Tg).To, "hipblasFoo");
  Tg.Miopen = true;
  EXPECT_EQ(T->decide(R, Tg).To, "rocblas_foo");
}

TEST(MappingTable, UserFilesAddOverrideAndDisableRecords) {
  SmallString<128> Path;
  ASSERT_FALSE(sys::fs::createTemporaryFile("user", "yaml", Path));
  {
    std::error_code EC;
    raw_fd_ostream OS(Path, EC);
    OS << "library: mine\nrecords:\n"
          "  - {cuda: myCudaCheck, kind: function, hip: myHipCheck}\n"
          "  - {cuda: cudaMalloc, kind: function, hip: myMalloc}\n"
          "  - {cuda: cudaFree, disabled: true}\n";
  }
  auto T = MappingTable::create({std::string(Path)});
  sys::fs::remove(Path);
  ASSERT_TRUE(bool(T)) << toString(T.takeError());
  EXPECT_EQ((*T)->lookup("myCudaCheck")->Hip, "myHipCheck");
  EXPECT_EQ((*T)->lookup("cudaMalloc")->Hip, "myMalloc");
  EXPECT_EQ((*T)->lookup("cudaFree"), nullptr);
  EXPECT_NE((*T)->lookup("cudaMemcpy"), nullptr);
}

TEST(MappingTable, RejectsABrokenUserFileWithItsLocation) {
  auto T = MappingTable::create({"/nonexistent/user.yaml"});
  ASSERT_FALSE(bool(T));
  EXPECT_NE(toString(T.takeError()).find("/nonexistent/user.yaml"),
            std::string::npos);
}

TEST(MappingTable, RejectsACalledAsStepNamingNoRecord) {
  SmallString<128> Path;
  ASSERT_FALSE(sys::fs::createTemporaryFile("user", "yaml", Path));
  {
    std::error_code EC;
    raw_fd_ostream OS(Path, EC);
    OS << "library: mine\nrecords:\n"
          "  - {cuda: myCreate, kind: function, hip: myHipCreate, "
          "rewriter: called-as-2=myCreateWithFlags}\n";
  }
  auto T = MappingTable::create({std::string(Path)});
  sys::fs::remove(Path);
  ASSERT_FALSE(bool(T));
  std::string Message = toString(T.takeError());
  EXPECT_NE(Message.find(std::string(Path) + ":3:"), std::string::npos)
      << Message;
  EXPECT_NE(Message.find("called-as step names 'myCreateWithFlags', which no "
                         "record names"),
            std::string::npos)
      << Message;
}

TEST(ScaleValue, WritesAVersionOnAScale) {
  llvm::VersionTuple V(12, 6, 1);
  EXPECT_EQ(scaleValue("major * 1000 + minor * 10", V), 12060);
  EXPECT_EQ(scaleValue("major", V), 12);
  EXPECT_EQ(scaleValue("patch", V), 1);
  EXPECT_EQ(scaleValue("major * 10000000 + minor * 100000 + patch",
                                V),
            120600001);
  EXPECT_FALSE(scaleValue("", V));
  EXPECT_FALSE(scaleValue("build * 2", V));
  EXPECT_FALSE(scaleValue("major * x", V));
}

} // namespace
