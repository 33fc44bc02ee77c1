//===- Cache.cpp - translations kept between runs -------------------------===//

#include "Cache.h"
#include "Plan.h"
#include "hipify/Support/Files.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/BLAKE3.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"

#if __has_include(<link.h>)
#include <link.h>
#endif
#include <unistd.h>

using namespace llvm;
using hipify::support::writeFile;

namespace hipify::driver {

std::string digest(StringRef Data) {
  return toHex(BLAKE3::hash(arrayRefFromStringRef(Data)), /*LowerCase=*/true);
}

Cache::Cache(std::string Dir) : Dir(std::move(Dir)) {}

Expected<std::unique_ptr<Cache>> Cache::open(std::string Dir) {
  auto C = std::make_unique<Cache>(std::move(Dir));
  // The preludes' directory as it is, if it is (the preludes make it).
  std::string Preludes = C->preludeDirectory();
  sys::fs::file_status Status;
  bool HasPreludes = !sys::fs::status(Preludes, Status, /*Follow=*/false) &&
                     Status.type() != sys::fs::file_type::file_not_found;
  for (auto [Path, Follow] :
       {std::pair(C->Dir, true), std::pair(Preludes, false)})
    if (std::optional<std::string> Problem =
            (Follow || HasPreludes)
                ? support::privateDirectoryProblem(Path, Follow)
                : std::nullopt)
      return createStringError(inconvertibleErrorCode(),
                               "cache directory: " + *Problem +
                                   " (or --no-cache)");
  return C;
}

/// Only the owner may write what the cache holds.
static const sys::fs::perms OthersWrite =
    sys::fs::group_write | sys::fs::others_write;

/// Whether \p Path is a regular file of this user's, that only this user can
/// write, in a directory only this user can change: an entry nobody else
/// could have written.
static bool ownEntryFile(StringRef Path) {
  sys::fs::file_status File;
  return !sys::fs::status(Path, File, /*Follow=*/false) &&
         File.type() == sys::fs::file_type::regular_file &&
         File.getUser() == ::geteuid() && !(File.permissions() & OthersWrite) &&
         !support::privateDirectoryProblem(sys::path::parent_path(Path),
                                           /*FollowLink=*/false);
}

/// Makes the directory of the entries at \p Dir ready for an entry: made
/// (0700) when missing; one of this user's that others can write (made by
/// an earlier hipify-cxx under a umask such as 002) made private. False
/// when it is not a directory of this user's.
static bool entryDirectory(StringRef Dir) {
  sys::fs::file_status Status;
  if (sys::fs::status(Dir, Status, /*Follow=*/false))
    return !sys::fs::create_directory(Dir, /*IgnoreExisting=*/false,
                                      sys::fs::owner_all);
  if (Status.type() != sys::fs::file_type::directory_file ||
      Status.getUser() != ::geteuid())
    return false;
  return !(Status.permissions() & OthersWrite) ||
         !sys::fs::setPermissions(Dir, sys::fs::owner_all);
}

std::string Cache::entryPath(StringRef Key, StringRef Suffix) const {
  SmallString<256> P(Dir);
  sys::path::append(P, Key.take_front(2), Key.drop_front(2) + Suffix);
  return std::string(P);
}

std::optional<CachedTranslation> Cache::lookup(StringRef Key) {
  std::string JsonPath = entryPath(Key, ".json"),
              OutPath = entryPath(Key, ".out");
  if (!ownEntryFile(JsonPath) || !ownEntryFile(OutPath))
    return std::nullopt;
  auto Buf = MemoryBuffer::getFile(JsonPath, /*IsText=*/false);
  auto Out = MemoryBuffer::getFile(OutPath, /*IsText=*/false);
  if (!Buf || !Out)
    return std::nullopt;
  Expected<json::Value> V = json::parse((*Buf)->getBuffer());
  if (!V) {
    consumeError(V.takeError());
    return std::nullopt;
  }
  const json::Object *O = V->getAsObject();
  const json::Array *Deps = O ? O->getArray("dependencies") : nullptr;
  const json::Array *Absent = O ? O->getArray("absent") : nullptr;
  std::optional<StringRef> OutputDigest =
      O ? O->getString("output") : std::nullopt;
  const json::Value *Report = O ? O->get("report") : nullptr;
  const json::Array *Headers = O ? O->getArray("headers") : nullptr;
  StringRef Output = (*Out)->getBuffer();
  if (!Deps || !Absent || !OutputDigest || !Report || !Headers ||
      digest(Output) != *OutputDigest)
    return std::nullopt;
  CachedTranslation T;
  // A header that appeared where the parse found none could be taken now.
  for (const json::Value &A : *Absent) {
    std::optional<StringRef> Path = A.getAsString();
    if (!Path || sys::fs::exists(*Path))
      return std::nullopt;
    T.Absent.push_back(Path->str());
  }
  for (const json::Value &D : *Deps) {
    const json::Object *DO = D.getAsObject();
    std::optional<StringRef> Path = DO ? DO->getString("path") : std::nullopt;
    std::optional<StringRef> Digest =
        DO ? DO->getString("digest") : std::nullopt;
    if (!Path || !Digest)
      return std::nullopt;
    auto File = MemoryBuffer::getFile(*Path, /*IsText=*/false);
    if (!File || digest((*File)->getBuffer()) != *Digest)
      return std::nullopt;
    T.Dependencies.push_back(Path->str());
  }
  std::lock_guard<std::mutex> L(StringsLock);
  Expected<report::FileReport> R = report::FileReport::fromJson(*Report,
                                                                Strings);
  if (!R) {
    consumeError(R.takeError());
    return std::nullopt;
  }
  for (const json::Value &H : *Headers) {
    Expected<report::FileReport> Part =
        report::FileReport::fromJson(H, Strings);
    if (!Part) {
      consumeError(Part.takeError());
      return std::nullopt;
    }
    T.Headers.push_back(std::move(*Part));
  }
  T.Output = Output.str();
  T.Report = std::move(*R);
  markUsed(entryPath(Key, ".json"));
  return T;
}

void Cache::store(StringRef Key, const CachedTranslation &T,
                  sys::TimePoint<> Start) const {
  json::Array Deps;
  for (const std::string &D : T.Dependencies) {
    sys::fs::file_status Status;
    auto File = MemoryBuffer::getFile(D, /*IsText=*/false);
    if (!File || sys::fs::status(D, Status) ||
        Status.getLastModificationTime() >= Start || !json::isUTF8(D))
      return; // gone or changed since: the entry could be wrong
    Deps.push_back(json::Object{{"path", D},
                                {"digest", digest((*File)->getBuffer())}});
  }
  json::Array Absent;
  for (const std::string &A : T.Absent) {
    if (sys::fs::exists(A) || !json::isUTF8(A))
      return; // appeared since: the parse may not have seen it
    Absent.push_back(A);
  }
  // The headers' parts are edits the output of each is made of: kept only
  // where JSON holds their text as it is.
  json::Array Headers;
  for (const report::FileReport &H : T.Headers) {
    if (!all_of(H.Applied,
                [](const rewrite::Edit &E) { return json::isUTF8(E.Text); }))
      return;
    Headers.push_back(H.toJson());
  }
  // The output is kept as it is (JSON strings must be UTF-8; sources need
  // not be), and the entry names its digest.
  json::Object Entry{{"dependencies", std::move(Deps)},
                     {"absent", std::move(Absent)},
                     {"output", digest(T.Output)},
                     {"report", T.Report.toJson()},
                     {"headers", std::move(Headers)}};
  std::string Text;
  raw_string_ostream(Text) << json::Value(std::move(Entry));
  if (!entryDirectory(sys::path::parent_path(entryPath(Key, ".out"))))
    return;
  // Private, whatever the umask. One there that is not (an earlier
  // hipify-cxx's under a umask such as 002) is never served: it goes,
  // rather than stay as it is where its text is the same.
  support::WriteMode Mode;
  Mode.Permissions = sys::fs::owner_read | sys::fs::owner_write;
  for (auto [Suffix, Content] :
       {std::pair(StringRef(".out"), StringRef(T.Output)),
        std::pair(StringRef(".json"), StringRef(Text))}) {
    std::string Path = entryPath(Key, Suffix);
    if (!ownEntryFile(Path))
      sys::fs::remove(Path);
    if (Error E = writeFile(Path, Content, Mode)) {
      consumeError(std::move(E));
      return;
    }
  }
}

bool isCacheFileName(StringRef Name, size_t Digits) {
  return Name.size() > Digits &&
         all_of(Name.take_front(Digits),
                [](char C) { return isDigit(C) || (C >= 'a' && C <= 'f'); }) &&
         (Name[Digits] == '.' || Name[Digits] == '-');
}

/// Whether \p Path is a directory itself, not a link to one.
static bool isRealDirectory(StringRef Path) {
  sys::fs::file_status Status;
  return !sys::fs::status(Path, Status, /*Follow=*/false) &&
         Status.type() == sys::fs::file_type::directory_file;
}

void forEachFile(
    StringRef Dir, size_t Digits,
    function_ref<void(StringRef, const sys::fs::file_status &)> F) {
  if (!isRealDirectory(Dir))
    return;
  std::error_code EC;
  for (sys::fs::directory_iterator I(Dir, EC, /*follow_symlinks=*/false), E;
       I != E && !EC; I.increment(EC)) {
    sys::fs::file_status Status;
    if (isCacheFileName(sys::path::filename(I->path()), Digits) &&
        !sys::fs::status(I->path(), Status, /*Follow=*/false) &&
        Status.type() == sys::fs::file_type::regular_file)
      F(I->path(), Status);
  }
}

void Cache::evict(uint64_t MaxBytes) const {
  struct Entry {
    uint64_t Bytes = 0;
    sys::TimePoint<> Used;
    std::vector<std::string> Files;
  };
  StringMap<Entry> Entries;
  uint64_t Total = 0;
  auto Add = [&](StringRef Path, const sys::fs::file_status &Status) {
    StringRef Name = sys::path::filename(Path);
    SmallString<256> Id(sys::path::parent_path(Path));
    sys::path::append(Id, Name.split('.').first);
    Entry &En = Entries[Id];
    En.Bytes += Status.getSize();
    En.Used = std::max(En.Used, Status.getLastModificationTime());
    En.Files.push_back(Path.str());
    Total += Status.getSize();
  };
  // The entries' directories (KEY's first two digits), and the preludes';
  // nothing else in the directory is the cache's.
  std::error_code EC;
  for (sys::fs::directory_iterator I(Dir, EC, /*follow_symlinks=*/false), E;
       I != E && !EC; I.increment(EC))
    if (StringRef Name = sys::path::filename(I->path());
        Name.size() == EntryDirectoryDigits &&
        isCacheFileName((Name + ".").str(), EntryDirectoryDigits))
      forEachFile(I->path(), KeyDigits - EntryDirectoryDigits, Add);
  forEachFile(preludeDirectory(), KeyDigits, Add);
  std::vector<const Entry *> Oldest;
  for (const auto &E : Entries)
    Oldest.push_back(&E.second);
  llvm::sort(Oldest, [](const Entry *A, const Entry *B) {
    return A->Used < B->Used;
  });
  auto Now = std::chrono::system_clock::now();
  for (const Entry *E : Oldest) {
    if (Total <= MaxBytes || Now - E->Used < InUse)
      break;
    for (const std::string &F : E->Files)
      sys::fs::remove(F);
    Total -= E->Bytes;
  }
}

bool Cache::evictionDue() const {
  SmallString<256> Stamp(Dir);
  sys::path::append(Stamp, "evicted");
  sys::fs::file_status Status;
  if (!sys::fs::status(Stamp, Status) &&
      std::chrono::system_clock::now() - Status.getLastModificationTime() <
          EvictionInterval)
    return false;
  int FD;
  if (!sys::fs::openFileForWrite(Stamp, FD, sys::fs::CD_OpenAlways)) {
    sys::fs::setLastAccessAndModificationTime(FD,
                                              std::chrono::system_clock::now());
    sys::Process::SafelyCloseFileDescriptor(FD);
  }
  return true;
}

std::string Cache::preludeDirectory() const {
  SmallString<256> P(Dir);
  sys::path::append(P, "prelude");
  return std::string(P);
}

void markUsed(StringRef Path) {
  int FD;
  if (sys::fs::openFileForWrite(Path, FD, sys::fs::CD_OpenExisting,
                                sys::fs::OF_Append))
    return;
  sys::fs::setLastAccessAndModificationTime(FD,
                                            std::chrono::system_clock::now());
  sys::Process::SafelyCloseFileDescriptor(FD);
}

/// The build ID the linker gave the running executable (a digest of what
/// it linked: a build that changes a byte changes it), or "" where it has
/// none.
static std::string buildId() {
  std::string Id;
#if __has_include(<link.h>)
  dl_iterate_phdr(
      [](dl_phdr_info *Info, size_t, void *Out) {
        // The executable is the first object.
        for (const ElfW(Phdr) &P : ArrayRef(Info->dlpi_phdr, Info->dlpi_phnum)) {
          if (P.p_type != PT_NOTE)
            continue;
          StringRef Notes(
              reinterpret_cast<const char *>(Info->dlpi_addr + P.p_vaddr),
              P.p_memsz);
          while (Notes.size() >= sizeof(ElfW(Nhdr))) {
            const auto *N = reinterpret_cast<const ElfW(Nhdr) *>(Notes.data());
            size_t Name = alignTo(N->n_namesz, 4), Desc = alignTo(N->n_descsz, 4);
            if (Notes.size() < sizeof(*N) + Name + Desc)
              break;
            StringRef Owner = Notes.substr(sizeof(*N), N->n_namesz);
            if (N->n_type == NT_GNU_BUILD_ID && Owner == StringRef("GNU", 4))
              *static_cast<std::string *>(Out) =
                  toHex(Notes.substr(sizeof(*N) + Name, N->n_descsz), true);
            Notes = Notes.drop_front(sizeof(*N) + Name + Desc);
          }
        }
        return 1;
      },
      &Id);
#endif
  return Id;
}

std::string Cache::executableDigest() {
  // The linker's digest, where it made one: reading and hashing the whole
  // executable (LLVM's libraries linked in) is a start-up cost of every run.
  if (std::string Id = buildId(); !Id.empty())
    return "build-id " + Id;
  static int Anchor;
  std::string Exe = sys::fs::getMainExecutable(nullptr, &Anchor);
  auto Buf = MemoryBuffer::getFile(Exe, /*IsText=*/false);
  return Buf ? digest((*Buf)->getBuffer()) : std::string();
}

std::string Cache::defaultDirectory() {
  SmallString<256> P;
  if (auto Xdg = sys::Process::GetEnv("XDG_CACHE_HOME"); Xdg && !Xdg->empty())
    P = *Xdg;
  else if (auto Home = sys::Process::GetEnv("HOME"); Home && !Home->empty())
    sys::path::append(P, *Home, ".cache");
  else
    return "";
  sys::path::append(P, "hipify-cxx");
  return std::string(P);
}

} // namespace hipify::driver
