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
  /// The path of a translation's file in the cache: KEY's first two digits
  /// name its directory, the rest (and \p Suffix) the file.
  static std::string entry(char Digit, StringRef Suffix) {
    return std::string(2, Digit) + "/" +
           std::string(hipify::driver::KeyDigits - 2, Digit) + Suffix.str();
  }
  static std::string prelude(char Digit, StringRef Suffix) {
    return "prelude/" + std::string(hipify::driver::KeyDigits, Digit) +
           Suffix.str();
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
  file(entry('a', ".out"), 60, 30);
  file(entry('a', ".json"), 40, 30);
  file(entry('b', ".out"), 60, 40);
  file(entry('b', ".json"), 40, 1); // looked up a minute ago
  file(entry('c', ".out"), 60, 2);
  file(entry('c', ".json"), 40, 2);
  file(prelude('d', ".pch"), 100, 20);
  Cache(std::string(Dir)).evict(250);
  // The oldest entries go whole, both files, until 200 bytes are left.
  EXPECT_FALSE(exists(entry('a', ".out")));
  EXPECT_FALSE(exists(entry('a', ".json")));
  EXPECT_FALSE(exists(prelude('d', ".pch")));
  EXPECT_TRUE(exists(entry('b', ".out")));
  EXPECT_TRUE(exists(entry('b', ".json")));
  EXPECT_TRUE(exists(entry('c', ".out")));
  EXPECT_TRUE(exists(entry('c', ".json")));
}

TEST_F(CacheDir, KeepsEverythingUnderTheLimit) {
  file(entry('a', ".out"), 60, 30);
  file(entry('a', ".json"), 40, 30);
  Cache(std::string(Dir)).evict(100);
  EXPECT_TRUE(exists(entry('a', ".out")));
  EXPECT_TRUE(exists(entry('a', ".json")));
}

TEST_F(CacheDir, NeverEvictsWhatWasUsedInTheLastMinutesEvenOverTheLimit) {
  // Another invocation of a parallel build may be about to read it.
  file(entry('a', ".out"), 100, 30);
  file(entry('b', ".out"), 100, 1);
  Cache(std::string(Dir)).evict(50);
  EXPECT_FALSE(exists(entry('a', ".out")));
  EXPECT_TRUE(exists(entry('b', ".out")));
}

TEST_F(CacheDir, EvictsNothingItDidNotMake) {
  // A build directory given as the cache: old and large, none of it the
  // cache's, nor anything a link in it leads to.
  file("main.o", 1000, 60);
  file("sub/CMakeCache.txt", 1000, 60);
  file("ab/notes.txt", 1000, 60);
  file("ab/" + std::string(hipify::driver::KeyDigits - 2, 'a'), 1000, 60);
  file("prelude/key.pch", 1000, 60);
  file("server/0-0.lock", 10, 60);
  file(entry('a', ".out"), 100, 60);
  SmallString<256> Project;
  ASSERT_FALSE(sys::fs::createUniqueDirectory("hipify-cache-project", Project));
  SmallString<256> Kept(Project);
  sys::path::append(Kept,
                    std::string(hipify::driver::KeyDigits - 2, 'e') + ".out");
  std::error_code EC;
  {
    raw_fd_ostream OS(Kept, EC);
    OS << "kept";
  }
  ASSERT_FALSE(EC);
  SmallString<256> Link(Dir);
  sys::path::append(Link, "ee");
  ASSERT_FALSE(sys::fs::create_link(Project, Link));
  Cache(std::string(Dir)).evict(0);
  EXPECT_FALSE(exists(entry('a', ".out")));
  for (StringRef Name : {"main.o", "sub/CMakeCache.txt", "ab/notes.txt",
                         "prelude/key.pch", "server/0-0.lock"})
    EXPECT_TRUE(exists(Name)) << Name.str();
  EXPECT_TRUE(exists("ab/" + std::string(hipify::driver::KeyDigits - 2, 'a')));
  EXPECT_TRUE(sys::fs::exists(Kept));
  sys::fs::remove_directories(Project);
}

TEST(CacheFileName, IsTheKeyThenASuffix) {
  std::string Key(hipify::driver::KeyDigits, 'f');
  EXPECT_TRUE(hipify::driver::isCacheFileName(Key + ".pch.lock", 64));
  EXPECT_TRUE(hipify::driver::isCacheFileName(Key + "-1234.pch.tmp", 64));
  EXPECT_FALSE(hipify::driver::isCacheFileName(Key, 64));
  EXPECT_FALSE(hipify::driver::isCacheFileName(Key.substr(1) + ".out", 64));
  EXPECT_FALSE(
      hipify::driver::isCacheFileName(std::string(64, 'F') + ".out", 64));
  EXPECT_FALSE(hipify::driver::isCacheFileName("main.o", 64));
}

TEST(CacheOpen, RefusesADirectoryOthersCanWrite) {
  SmallString<256> Dir;
  ASSERT_FALSE(sys::fs::createUniqueDirectory("hipify-cache-open", Dir));
  ASSERT_FALSE(sys::fs::setPermissions(Dir, sys::fs::all_all));
  auto C = Cache::open(std::string(Dir));
  ASSERT_FALSE(bool(C));
  EXPECT_NE(toString(C.takeError()).find("chmod go-w"), std::string::npos);
  ASSERT_FALSE(sys::fs::setPermissions(Dir, sys::fs::owner_all));
  auto Private = Cache::open(std::string(Dir));
  ASSERT_TRUE(bool(Private)) << toString(Private.takeError());
  // Its preludes' directory, where there is one, must be private too.
  SmallString<256> Preludes(Dir);
  sys::path::append(Preludes, "prelude");
  EXPECT_FALSE(sys::fs::exists(Preludes)); // made by the preludes alone
  ASSERT_FALSE(sys::fs::create_directory(Preludes, true, sys::fs::all_all));
  ASSERT_FALSE(sys::fs::setPermissions(Preludes, sys::fs::all_all));
  auto Open = Cache::open(std::string(Dir));
  ASSERT_FALSE(bool(Open));
  EXPECT_NE(toString(Open.takeError()).find("prelude"), std::string::npos);
  sys::fs::remove_directories(Dir);
}

TEST_F(CacheDir, IsWalkedForItsLimitAtMostOnceAnInterval) {
  Cache C{std::string(Dir)};
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
