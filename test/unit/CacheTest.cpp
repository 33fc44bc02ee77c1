//===- CacheTest.cpp ------------------------------------------------------===//
#include "Cache.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Object/ELFObjectFile.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/raw_ostream.h"

#include <gtest/gtest.h>

using namespace llvm;
using hipify::driver::Cache;

namespace {

class CacheDir : public ::testing::Test {
protected:
  void SetUp() override {
    ASSERT_FALSE(sys::fs::createUniqueDirectory("hipify-cache-test", Dir));
  }
  void TearDown() override { sys::fs::remove_directories(Dir); }

  /// Writes \p Bytes bytes to \p Name, last used \p Age minutes ago.
  void file(StringRef Name, size_t Bytes, int Age) {
    SmallString<256> P(Dir);
    sys::path::append(P, Name);
    sys::fs::create_directories(sys::path::parent_path(P));
    std::error_code EC;
    {
      raw_fd_ostream OS(P, EC);
      ASSERT_FALSE(EC);
      OS << std::string(Bytes, 'x');
    }
    int FD;
    ASSERT_FALSE(sys::fs::openFileForWrite(P, FD, sys::fs::CD_OpenExisting,
                                           sys::fs::OF_Append));
    sys::fs::setLastAccessAndModificationTime(
        FD, std::chrono::system_clock::now() - std::chrono::minutes(Age));
    sys::fs::closeFile(FD);
  }
  bool exists(StringRef Name) {
    SmallString<256> P(Dir);
    sys::path::append(P, Name);
    return sys::fs::exists(P);
  }

  SmallString<256> Dir;
};

TEST_F(CacheDir, EvictsLeastRecentlyUsedEntriesUntilUnderTheLimit) {
  // Three translations (KEY.out + KEY.json) and a prelude, 100 bytes each.
  file("aa/old.out", 60, 30);
  file("aa/old.json", 40, 30);
  file("bb/used.out", 60, 40);
  file("bb/used.json", 40, 1); // looked up a minute ago
  file("cc/new.out", 60, 2);
  file("cc/new.json", 40, 2);
  file("prelude/key.pch", 100, 20);
  Cache(std::string(Dir), "salt").evict(250);
  // The oldest entries go whole, both files, until 200 bytes are left.
  EXPECT_FALSE(exists("aa/old.out"));
  EXPECT_FALSE(exists("aa/old.json"));
  EXPECT_FALSE(exists("prelude/key.pch"));
  EXPECT_TRUE(exists("bb/used.out"));
  EXPECT_TRUE(exists("bb/used.json"));
  EXPECT_TRUE(exists("cc/new.out"));
  EXPECT_TRUE(exists("cc/new.json"));
}

TEST_F(CacheDir, KeepsEverythingUnderTheLimit) {
  file("aa/one.out", 60, 30);
  file("aa/one.json", 40, 30);
  Cache(std::string(Dir), "salt").evict(100);
  EXPECT_TRUE(exists("aa/one.out"));
  EXPECT_TRUE(exists("aa/one.json"));
}

TEST_F(CacheDir, NeverEvictsWhatWasUsedInTheLastMinutesEvenOverTheLimit) {
  // Another invocation of a parallel build may be about to read it.
  file("aa/old.out", 100, 30);
  file("bb/now.out", 100, 1);
  Cache(std::string(Dir), "salt").evict(50);
  EXPECT_FALSE(exists("aa/old.out"));
  EXPECT_TRUE(exists("bb/now.out"));
}

TEST_F(CacheDir, IsWalkedForItsLimitAtMostOnceAnInterval) {
  Cache C(std::string(Dir), "salt");
  EXPECT_TRUE(C.evictionDue());
  EXPECT_FALSE(C.evictionDue());
  // A minute and more later, due again.
  SmallString<256> Stamp(Dir);
  sys::path::append(Stamp, "evicted");
  int FD;
  ASSERT_FALSE(sys::fs::openFileForWrite(Stamp, FD, sys::fs::CD_OpenExisting));
  sys::fs::setLastAccessAndModificationTime(
      FD, std::chrono::system_clock::now() - hipify::driver::EvictionInterval -
              std::chrono::seconds(1));
  sys::Process::SafelyCloseFileDescriptor(FD);
  EXPECT_TRUE(C.evictionDue());
  EXPECT_FALSE(C.evictionDue());
}

TEST(CacheKey, TheExecutablesDigestIsTheBuildIdItsLinkerWrote) {
  // The running executable's own note, read from its file.
  auto Exe = object::ObjectFile::createObjectFile(
      sys::fs::getMainExecutable(nullptr, (void *)&Cache::executableDigest));
  ASSERT_TRUE(bool(Exe));
  auto *Elf = dyn_cast<object::ELF64LEObjectFile>(Exe->getBinary());
  ASSERT_NE(Elf, nullptr);
  std::string Id;
  for (const auto &Header : cantFail(Elf->getELFFile().program_headers())) {
    if (Header.p_type != ELF::PT_NOTE)
      continue;
    Error Err = Error::success();
    for (const auto &Note : Elf->getELFFile().notes(Header, Err))
      if (Note.getType() == ELF::NT_GNU_BUILD_ID && Note.getName() == "GNU")
        Id = toHex(Note.getDesc(4), /*LowerCase=*/true);
    cantFail(std::move(Err));
  }
  ASSERT_FALSE(Id.empty()) << "linked without --build-id";
  EXPECT_EQ(Cache::executableDigest(), "build-id " + Id);
}

} // namespace
