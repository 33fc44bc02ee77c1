//===- Prelude.cpp - the precompiled preludes of a run --------------------===//

#include "Prelude.h"
#include "Cache.h"
#include "CacheKey.h"
#include "hipify/Guards/GuardAnalysis.h"
#include "hipify/Support/Files.h"

#include "clang/Basic/Version.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/LockFileManager.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"

#include <map>

using namespace llvm;

namespace hipify::driver {

Preludes::Preludes(std::string Dir, std::string Tool, bool Persistent,
                   bool Verbose)
    : Dir(std::move(Dir)), Tool(std::move(Tool)), Persistent(Persistent),
      Verbose(Verbose) {}

std::string Preludes::key(const frontend::ParseSetup &Setup) const {
  return preludeKey(Tool, Setup);
}

/// The standard C and C++ headers a library prelude may hold: those with an
/// include guard (not <cassert>, which each #include reads again).
static const StringSet<> &standardHeaders() {
  static const StringSet<> Names = {
      // C++
      "algorithm", "any", "array", "atomic", "bitset", "cfloat",
      "charconv", "chrono", "cinttypes", "climits", "cmath", "complex",
      "condition_variable", "cstddef", "cstdint", "cstdio", "cstdlib",
      "cstring", "ctime", "deque", "exception", "fstream", "functional",
      "future", "initializer_list", "iomanip", "ios", "iosfwd", "iostream",
      "istream", "iterator", "limits", "list", "map", "memory", "mutex",
      "new", "numeric", "optional", "ostream", "queue", "random", "ratio",
      "set", "sstream", "stack", "stdexcept", "streambuf", "string",
      "string_view", "system_error", "thread", "tuple", "type_traits",
      "typeinfo", "unordered_map", "unordered_set", "utility", "valarray",
      "variant", "vector",
      // C
      "ctype.h", "errno.h", "float.h", "inttypes.h", "limits.h", "math.h",
      "stddef.h", "stdint.h", "stdio.h", "stdlib.h", "string.h", "time.h"};
  return Names;
}

namespace {
/// A directory of the command line's -I or -iquote.
struct IncludeDir {
  std::string Path;
  bool Quoted; // -iquote: clang never drops it as a system directory's twin
};
} // namespace

/// \p Args less their -I and -iquote options, whose directories go to
/// \p Dirs (in order) when given. A -I=dir (under the sysroot) is kept.
static std::vector<std::string>
splitIncludeDirs(ArrayRef<std::string> Args, std::vector<IncludeDir> *Dirs) {
  std::vector<std::string> Rest;
  for (size_t I = 0; I < Args.size(); ++I) {
    StringRef A = Args[I];
    bool Quoted = A.starts_with("-iquote");
    if (!Quoted && !A.starts_with("-I")) {
      Rest.push_back(Args[I]);
      continue;
    }
    size_t First = I;
    StringRef Dir = A.drop_front(Quoted ? strlen("-iquote") : strlen("-I"));
    if (Dir.empty() && I + 1 < Args.size())
      Dir = Args[++I];
    if (Dir.starts_with("="))
      Rest.insert(Rest.end(), Args.begin() + First, Args.begin() + I + 1);
    else if (Dirs && !Dir.empty())
      Dirs->push_back({Dir.str(), Quoted});
  }
  return Rest;
}

/// The -I and -iquote directories of \p Setup, in order.
static std::vector<IncludeDir> includeDirs(const frontend::ParseSetup &Setup) {
  std::vector<IncludeDir> Dirs;
  splitIncludeDirs(Setup.ArgsBefore, &Dirs);
  splitIncludeDirs(Setup.Args, &Dirs);
  return Dirs;
}

/// \p Setup without the directories of its -I and -iquote options: what its
/// prelude is built from, and keyed on, when none of them holds a header it
/// looks up.
static frontend::ParseSetup withoutUserDirectories(frontend::ParseSetup Setup) {
  Setup.ArgsBefore = splitIncludeDirs(Setup.ArgsBefore, nullptr);
  Setup.Args = splitIncludeDirs(Setup.Args, nullptr);
  return Setup;
}

Preludes::Scanned Preludes::scan(StringRef File,
                                const frontend::ParseSetup &Setup) {
  std::vector<std::string> Dirs;
  for (IncludeDir &D : includeDirs(Setup))
    Dirs.push_back(std::move(D.Path));
  return Scanner.scan(File, Dirs, standardHeaders());
}

void Preludes::expect(const frontend::ParseSetup &Setup, StringRef File) {
  std::string Key = key(withoutUserDirectories(Setup));
  Scanned Headers = scan(File, Setup);
  std::lock_guard<std::mutex> L(Lock);
  count(Key, File, std::move(Headers));
}

void Preludes::count(const std::string &Key, StringRef File, Scanned Headers) {
  std::string Path = support::absolutePath(File); // a peer's or a job's
  if (Reached.count(Path))
    return;
  ++Uses[Key];
  Files[Key].push_back(Path);
  Reached[Path] = std::move(Headers);
}

void Preludes::expectPeers(
    const frontend::ParseSetup &Setup,
    std::vector<std::pair<std::string, std::vector<std::string>>> More) {
  std::lock_guard<std::mutex> L(Lock);
  PeerSetup = Setup;
  append_range(Peers, std::move(More));
}

void Preludes::planPeers() {
  if (Peers.empty())
    return;
  auto Pending = std::move(Peers);
  Peers.clear();
  auto SetupOf = [&](const std::vector<std::string> &Args) {
    frontend::ParseSetup S = PeerSetup;
    S.Args = Args;
    return S;
  };
  // What the choice is made of: each peer, its command line, size and time.
  // (Every run of the build reads them all: a key is made once for the
  // peers of one command line, most often all of them.)
  std::map<std::vector<std::string>, std::string> KeyOf;
  std::string Text;
  std::vector<std::string> Keys;
  for (const auto &[Path, Args] : Pending) {
    auto [It, New] = KeyOf.try_emplace(Args);
    if (New)
      It->second = key(withoutUserDirectories(SetupOf(Args)));
    Keys.push_back(It->second);
    sys::fs::file_status Status;
    if (!sys::fs::status(Path, Status))
      Text += Path + "\n" + Keys.back() + "\n" +
              std::to_string(Status.getSize()) + " " +
              std::to_string(
                  Status.getLastModificationTime().time_since_epoch().count()) +
              "\n";
  }
  std::string Plan = place(digest(Text)) + PlanSuffix.str();
  if (auto Buf = MemoryBuffer::getFile(Plan)) {
    // A line a key: KEY, a tab, the library headers of its files.
    SmallVector<StringRef, 0> Lines;
    (*Buf)->getBuffer().split(Lines, '\n', -1, /*KeepEmpty=*/false);
    for (StringRef Line : Lines) {
      auto [Key, Headers] = Line.split('\t');
      SmallVector<StringRef, 16> Names;
      Headers.split(Names, ' ', -1, /*KeepEmpty=*/false);
      Library[Key].assign(Names.begin(), Names.end());
      Planned.insert(Key);
    }
    markUsed(Plan);
    return;
  }
  for (size_t I = 0; I < Pending.size(); ++I)
    if (!Reached.count(Pending[I].first)) // not a file of the run
      count(Keys[I], Pending[I].first,
            scan(Pending[I].first, SetupOf(Pending[I].second)));
  std::string Out;
  for (const std::string &Key : Keys)
    if (Planned.insert(Key).second)
      Out += Key + "\t" + join(library(Key), " ") + "\n";
  if (!sys::fs::create_directories(Dir, /*IgnoreExisting=*/true,
                                   sys::fs::owner_all))
    (void)support::writeFile(Plan, Out);
}

const std::vector<std::string> &Preludes::library(const std::string &Key) {
  auto [It, New] = Library.try_emplace(Key);
  if (!New)
    return It->second;
  // The most common headers first: the k first are worth k to each file
  // that reaches them all; the best k, shared by two files at least.
  const std::vector<std::string> &Keyed = Files[Key];
  StringMap<unsigned> Count;
  for (const std::string &F : Keyed)
    for (const std::string &H : Reached[F].All)
      ++Count[H];
  std::vector<std::string> Order;
  for (const auto &C : Count)
    Order.push_back(C.getKey().str());
  llvm::sort(Order, [&](const std::string &A, const std::string &B) {
    return std::make_pair(-(int)Count[A], A) <
           std::make_pair(-(int)Count[B], B);
  });
  size_t Best = 0, BestScore = 0;
  for (size_t K = 1; K <= Order.size(); ++K) {
    size_t Covered = llvm::count_if(Keyed, [&](const std::string &F) {
      return llvm::all_of(ArrayRef(Order).take_front(K),
                          [&](const std::string &H) {
                            return llvm::is_contained(Reached[F].All, H);
                          });
    });
    if (Covered >= 2 && Covered * K > BestScore) {
      Best = K;
      BestScore = Covered * K;
    }
  }
  It->second.assign(Order.begin(), Order.begin() + Best);
  return It->second;
}

std::string Preludes::get(const std::string &Key,
                          const frontend::ParseSetup &Setup,
                          bool Worthwhile) {
  std::promise<std::string> Promise;
  std::shared_future<std::string> Prelude;
  bool Build = false;
  {
    std::lock_guard<std::mutex> L(Lock);
    auto [It, New] = Built.try_emplace(Key);
    if (New) {
      Build = Worthwhile;
      if (!Build)
        Promise.set_value("");
      It->second = Promise.get_future().share();
    }
    Prelude = It->second;
  }
  if (Build)
    Promise.set_value(make(Key, Setup));
  std::string Pch = Prelude.get();
  // Used now (a long run's too): another process's eviction leaves it.
  if (!Pch.empty() && !Build)
    markUsed(Pch);
  return Pch;
}

bool Preludes::worth(Worth W, const std::string &Key) {
  if (W != Worth::Again)
    return W == Worth::Yes;
  std::string Pch = place(Key);
  std::string Wanted = Pch + WantedMark.str();
  if (sys::fs::exists(Pch) || sys::fs::exists(Wanted))
    return true;
  if (!sys::fs::create_directories(Dir, /*IgnoreExisting=*/true,
                                   sys::fs::owner_all))
    (void)support::writeFile(Wanted, "");
  return false;
}

std::string Preludes::shared(const frontend::ParseSetup &Setup, Worth W,
                             std::string &Key) {
  frontend::ParseSetup Bare = withoutUserDirectories(Setup);
  auto KeyOf = [](const std::string &Plain,
                  const frontend::ParseSetup &S) -> std::string {
    if (S.LibraryHeaders.empty())
      return Plain;
    return digest(Plain + "\n" + join(S.LibraryHeaders, "\n"));
  };
  Key = KeyOf(key(Bare), Bare);
  std::string Pch = get(Key, Bare, worth(W, Key));
  if (Pch.empty())
    return Pch;
  std::string Shadow = shadowed(Setup, Pch);
  if (Shadow.empty())
    return Pch;
  note(Shadow + ": its files are parsed from a prelude of their own");
  Key = KeyOf(key(Setup), Setup);
  return get(Key, Setup, worth(W, Key));
}

std::string Preludes::shadowed(const frontend::ParseSetup &Setup,
                               StringRef Pch) {
  std::vector<IncludeDir> Dirs = includeDirs(Setup);
  if (Dirs.empty())
    return "";
  std::shared_ptr<const frontend::PreludeNames> Looked;
  {
    std::lock_guard<std::mutex> L(Lock);
    auto [It, New] = Names.try_emplace(Pch);
    if (New)
      It->second = frontend::PreludeNames::load(Pch);
    Looked = It->second;
  }
  if (!Looked) // removed since it was found (another process evicted it)
    return "the prelude '" + Pch.str() + "' does not say what it looks up";
  for (const IncludeDir &D : Dirs) {
    // Clang drops a -I directory that is one of the system directories:
    // the search is the prelude's (the SDK's include directory, often
    // given again with -I).
    SmallString<256> Real;
    if (!D.Quoted && !sys::fs::real_path(D.Path, Real) &&
        llvm::is_contained(Looked->SystemDirs, Real))
      continue;
    for (const std::string &N : Looked->Names) {
      SmallString<256> Path(D.Path);
      sys::path::append(Path, N);
      if (sys::fs::exists(Path))
        return "the include directory '" + D.Path + "' holds '" + N +
               "', a header the CUDA prelude looks up";
    }
  }
  return "";
}

void Preludes::use(frontend::ParseSetup &Setup, StringRef File) {
  std::string Key = key(withoutUserDirectories(Setup));
  std::vector<std::string> Headers;
  Worth PlainWorth, LibraryWorth = Worth::Yes;
  {
    std::lock_guard<std::mutex> L(Lock);
    planPeers();
    PlainWorth = Persistent || Uses.lookup(Key) > 1 ? Worth::Yes : Worth::No;
    const std::vector<std::string> &Lib = library(Key);
    const Scanned &Reaches = Reached[support::absolutePath(File)];
    const std::vector<std::string> &Mine = Reaches.All;
    if (llvm::all_of(Lib, [&](const std::string &H) {
          return llvm::is_contained(Mine, H);
        }))
      Headers = Lib;
    // A run of one file (the build step's): the library prelude of the
    // standard headers its project headers include (helper_cuda.h's), which
    // the files that include the same share, keyed by those headers; built
    // when a second invocation wants the same, and kept for the ones after.
    if (Headers.empty() && Persistent && Files[Key].size() == 1 &&
        !Planned.contains(Key)) {
      Headers = Reaches.Through;
      LibraryWorth = Worth::Again;
    }
  }
  // The plain prelude's key is known once it is found (shared or not).
  auto PlainKey = std::make_shared<std::string>();
  auto Plain = [this, Setup, PlainWorth, PlainKey]() mutable {
    Setup.LibraryHeaders.clear();
    return shared(Setup, PlainWorth, *PlainKey);
  };
  Setup.PreludeRejected = [this, PlainKey](StringRef Why) {
    rejected(*PlainKey, Why);
  };
  if (!Headers.empty()) {
    frontend::ParseSetup Library = Setup;
    Library.LibraryHeaders = Headers;
    std::string LibKey;
    std::string Pch = shared(Library, LibraryWorth, LibKey);
    if (auto Facts = Pch.empty() ? nullptr : facts(Pch)) {
      Setup.LibraryHeaders = std::move(Headers);
      Setup.LibraryPrelude = std::move(Pch);
      Setup.Library = std::move(Facts);
      Setup.LibraryRejected = [this, LibKey](StringRef Why) {
        rejected(LibKey, Why);
      };
      Setup.LibraryMisfit = [this, File = File.str()](StringRef Why) {
        note("'" + File + "' is parsed again without the C++ library "
             "prelude: " + Why);
      };
      // The plain prelude is built only for a file that does not fit.
      Setup.PlainPrelude = Plain;
      return;
    }
  }
  Setup.Prelude = Plain();
}

std::shared_ptr<const frontend::LibraryFacts>
Preludes::facts(StringRef Pch) {
  std::lock_guard<std::mutex> L(Lock);
  auto [It, New] = Facts.try_emplace(Pch);
  if (New)
    It->second = frontend::LibraryFacts::load(Pch);
  return It->second;
}

std::string Preludes::place(StringRef Key) const {
  SmallString<256> Path(Dir);
  sys::path::append(Path, Key + PchSuffix);
  return std::string(Path);
}

void Preludes::evict(StringRef Dir) {
  // KEY -> its files (KEY.pch, KEY.pch.*; a build's KEY-XXXXXXXX.pch.tmp
  // forms a key of its own), the time of the last use of any, and what
  // they are.
  struct Entry {
    std::vector<std::string> Files;
    sys::TimePoint<> Used;
    bool Built = false, Marked = false;
  };
  StringMap<Entry> All;
  forEachFile(
      Dir, KeyDigits, [&](StringRef Path, const sys::fs::file_status &Status) {
        StringRef Name = sys::path::filename(Path);
        Entry &E = All[Name.split('.').first];
        E.Files.push_back(Path.str());
        E.Used = std::max(E.Used, Status.getLastModificationTime());
        E.Built |= Name.ends_with(PchSuffix);
        E.Marked |= Name.ends_with(WantedMark) || Name.ends_with(FailedMark) ||
                    Name.ends_with(PlanSuffix);
      });
  auto Now = std::chrono::system_clock::now();
  auto Remove = [&](const Entry &E) {
    if (Now - E.Used >= InUse)
      for (const std::string &F : E.Files)
        sys::fs::remove(F);
  };
  std::vector<const Entry *> Built, Marks;
  for (const auto &A : All) {
    const Entry &E = A.second;
    if (E.Built || E.Marked)
      (E.Built ? Built : Marks).push_back(&E);
    else // what a build or an eviction left: a names file, a lock
      Remove(E);
  }
  for (auto [List, Keep] :
       {std::pair(&Built, MaxKept), std::pair(&Marks, MaxMarks)}) {
    llvm::sort(*List, [](const Entry *A, const Entry *B) {
      return A->Used > B->Used; // the most recent first
    });
    for (size_t I = Keep; I < List->size(); ++I)
      Remove(*(*List)[I]);
  }
}

std::string Preludes::make(StringRef Key, const frontend::ParseSetup &Setup) {
  std::string Path = place(Key);
  if (std::error_code EC = sys::fs::create_directories(
          Dir, /*IgnoreExisting=*/true, sys::fs::owner_all)) {
    note("cannot create '" + Dir + "': " + EC.message() +
         "; each file parses the CUDA headers itself");
    return "";
  }
  // Whole: the prelude and what is written beside it, each put in place
  // by a rename (the prelude last).
  auto Whole = [&] {
    if (!sys::fs::exists(Path + frontend::PreludeNames::Suffix) ||
        (!Setup.LibraryHeaders.empty() &&
         !sys::fs::exists(Path + frontend::LibraryFacts::Suffix)) ||
        !sys::fs::exists(Path))
      return false;
    markUsed(Path);
    return true;
  };
  // Most runs find it built (each one-file run of a build but the first):
  // no lock then, whose files are two new inodes a run.
  if (Whole())
    return Path;
  // Another process may be building it: wait for it rather than build it
  // twice. A lock that cannot be taken only costs a second build.
  LockFileManager FileLock(Path);
  Expected<bool> Owned = FileLock.tryLock();
  if (!Owned)
    consumeError(Owned.takeError());
  else if (!*Owned)
    (void)FileLock.waitForUnlockFor(std::chrono::seconds(300));
  if (Whole())
    return Path;
  auto Failed = [&](const Twine &Why) {
    if (Setup.LibraryHeaders.empty())
      note("cannot precompile the CUDA headers every file includes: " + Why +
           "; each file parses them itself");
    else
      note("cannot precompile the C++ library headers the files share: " +
           Why);
    return "";
  };
  // A build that failed lately fails again (the key is the same): each
  // invocation of a build would pay for it.
  std::string FailedAt = Path + FailedMark.str();
  sys::fs::file_status Status;
  if (!sys::fs::status(FailedAt, Status) &&
      std::chrono::system_clock::now() - Status.getLastModificationTime() <
          RetryFailed) {
    auto Why = MemoryBuffer::getFile(FailedAt);
    return Failed((Why ? (*Why)->getBuffer() : StringRef()) +
                  " (an earlier build; tried again an hour after it)");
  }
  if (Error E = frontend::buildPrelude(Setup, Path)) {
    std::string Why = toString(std::move(E));
    (void)support::writeFile(FailedAt, Why);
    markUsed(FailedAt); // the same reason again: the time is the news
    return Failed(Why);
  }
  sys::fs::remove(FailedAt);
  if (!Setup.LibraryHeaders.empty())
    note("precompiled the C++ library headers the files share: <" +
         join(Setup.LibraryHeaders, ">, <") + ">");
  return std::string(Path);
}

void Preludes::rejected(StringRef Key, StringRef Why) {
  note("clang refused the precompiled CUDA headers (" + Why +
       "); they are built again");
  std::lock_guard<std::mutex> L(Lock);
  std::string Path = place(Key);
  sys::fs::remove(Path);
  Names.erase(Path); // what the next build writes beside it
  Facts.erase(Path);
  // Built again once; refused again, not used in this run.
  if (Refused.insert(Key).second)
    Built.erase(Key);
  else {
    std::promise<std::string> None;
    None.set_value("");
    Built[Key] = None.get_future().share();
  }
}

void Preludes::note(const Twine &Message) {
  if (!Verbose)
    return;
  std::lock_guard<std::mutex> L(Lock);
  std::string Text = Message.str();
  if (Said.insert(Text).second)
    WithColor::note(errs(), "hipify-cxx") << Text << "\n";
}

} // namespace hipify::driver
