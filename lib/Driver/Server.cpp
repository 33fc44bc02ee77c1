//===- Server.cpp - one-file runs served by a warm process: the client ----===//
//
// The client (a run with --server) takes a slot: the first of
// <cache>/server/<id>-<N>.lock it can lock (<id>: the executable's build
// and the machine), held for the run. The cache directory and its server/
// must be the user's own (privateDirectoryProblem); the lock is opened
// without following a link. It connects to the slot's socket beside it and
// checks that the server is of its own user and group (ServerTransport.h);
// where none answers, it binds the socket itself and forks the server off
// (ServerDaemon.cpp), which owns the listening socket from then on (the
// connection the client makes right after waits in its backlog). It sends
// its arguments, working directory, environment and umask, and its standard
// streams as file descriptors (ServerWire.h), and waits for the exit code.
//
// Standard output and error that are not a terminal are not handed over
// themselves: the server writes into memory files, which the client copies
// to its own streams once the answer has come (into one when both are the
// same file, so their order is kept). A server that ends before answering
// (killed) has then written nothing of the client's: the client runs its
// command itself. A terminal is handed over, for progress drawn in place;
// a server that ends during such a run leaves the client to fail, saying
// so, rather than write the run's output twice.
//
// A client whose slot's server is running does all this before main, from
// .preinit_array (runByRunningServer): LLVM's static constructors (its
// options registered, hundreds of them) and InitLLVM are most of a start,
// and a client needs none of them. It reads its command line only for the
// options that say which servers; where it finds none running, or is not
// sure of its reading, main runs as ever and starts one.
//
//===----------------------------------------------------------------------===//

#include "hipify/Driver/Server.h"

#include "Cache.h"
#include "ServerDaemon.h"
#include "ServerTransport.h"
#include "ServerWire.h"

#include "hipify/Support/Files.h"

#include "llvm/ADT/ScopeExit.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Threading.h"
#include "llvm/Support/xxhash.h"

#include <cerrno>
#include <cstring>
#include <string_view>
#include <fcntl.h>
#include <sys/file.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

extern char **environ;

using namespace llvm;

namespace hipify::driver::server {

namespace {

/// Says \p Message on stderr, at once (a run by a running server has no
/// raw_ostream: it runs before the static constructors).
void say(const Twine &Message) {
  writeAll(2, ("hipify-cxx: " + Message + "\n").str());
}

/// The streams a run hands over: its own 0, and for 1 and 2 either its own
/// (a terminal) or a memory file that the client copies to its own once
/// the run is done.
class HandedStreams {
public:
  HandedStreams() {
    struct stat Out, Err;
    bool Same = !::fstat(1, &Out) && !::fstat(2, &Err) &&
                Out.st_dev == Err.st_dev && Out.st_ino == Err.st_ino;
    for (int Fd : {1, 2}) {
      if (::isatty(Fd))
        continue;
      if (Fd == 2 && Same && Buffer[1] >= 0) {
        Handed[2] = Buffer[2] = Buffer[1];
        continue;
      }
      Buffer[Fd] = ::memfd_create("hipify-cxx-stream", MFD_CLOEXEC);
      if (Buffer[Fd] < 0)
        Failed = true;
      Handed[Fd] = Buffer[Fd];
    }
  }
  ~HandedStreams() {
    for (int Fd : {1, 2})
      if (Buffer[Fd] >= 0 && (Fd == 1 || Buffer[2] != Buffer[1]))
        ::close(Buffer[Fd]);
  }
  HandedStreams(const HandedStreams &) = delete;

  const int (&handed() const)[3] { return Handed; }
  /// Whether a memory file could not be made.
  bool failed() const { return Failed; }
  /// Whether the server writes to one of this process's own streams.
  bool direct() const { return Buffer[1] < 0 || Buffer[2] < 0; }
  /// Copies what the run wrote to this process's streams; an error message
  /// when that failed.
  std::optional<std::string> copyOut() const {
    for (int Fd : {1, 2}) {
      if (Buffer[Fd] < 0 || (Fd == 2 && Buffer[2] == Buffer[1]))
        continue;
      char Block[65536];
      for (off_t At = 0;;) {
        ssize_t N = ::pread(Buffer[Fd], Block, sizeof(Block), At);
        if (N < 0 && errno == EINTR)
          continue;
        if (N < 0 || (N > 0 && !writeAll(Fd, StringRef(Block, N))))
          return std::string(std::strerror(errno));
        if (N == 0)
          break;
        At += N;
      }
    }
    return std::nullopt;
  }

private:
  int Handed[3] = {0, 1, 2};
  int Buffer[3] = {-1, -1, -1};
  bool Failed = false;
};

/// How a client reaches its servers.
struct Client {
  std::string CacheDir; ///< --cache-dir, or "" for the default one
  bool NoCache = false, Verbose = false;
  /// To start a slot's server where none listens (to stay IdleSeconds
  /// after its last request); without, only a running server takes a run,
  /// and one that takes none says nothing (main then runs as ever, and
  /// says).
  std::optional<std::pair<unsigned, Command>> Start;
};

/// Runs \p Argv by the server of the first free slot of \p C, with this
/// process's state (\p Env: its environment) and standard streams: the
/// command's exit code, or none.
std::optional<int> runBy(const Client &C, ArrayRef<std::string> Argv,
                         char **Env) {
  auto RunHere = [&](const Twine &Why) -> std::optional<int> {
    if (C.Verbose && C.Start)
      say("no server: " + Why + "; running here");
    return std::nullopt;
  };
  Request R;
  R.Argv = Argv.vec();
  for (char **E = Env; *E; ++E)
    R.Environment.push_back(*E);
  SmallString<256> Cwd;
  if (sys::fs::current_path(Cwd))
    return RunHere("no working directory");
  R.WorkingDirectory = std::string(Cwd);
  R.Umask = ::umask(0);
  ::umask(R.Umask);
  for (int Fd : {0, 1, 2})
    if (::fcntl(Fd, F_GETFD) < 0)
      return RunHere(formatv("descriptor {0} is closed", Fd));

  if (C.NoCache)
    return RunHere("--no-cache (the servers live in the cache directory)");
  // Absolute: the server's working directory is "/".
  SmallString<256> Dir(C.CacheDir.empty() ? Cache::defaultDirectory()
                                          : C.CacheDir);
  if (Dir.empty())
    return RunHere("no cache directory (no $HOME)");
  sys::path::make_absolute(Cwd, Dir);
  if (auto Problem = support::privateDirectoryProblem(Dir, true))
    return RunHere(*Problem);
  sys::path::append(Dir, "server");
  if (auto Problem = support::privateDirectoryProblem(Dir, false))
    return RunHere(*Problem);
  // The executable's servers on this machine: another build of hipify-cxx,
  // or another machine sharing the cache directory, has its own.
  char Host[256] = {};
  ::gethostname(Host, sizeof(Host) - 1);
  std::string Id =
      utohexstr(xxh3_64bits(Cache::executableDigest() + '\0' + Host), true);
  int DirFd = ::open(Dir.c_str(), O_PATH | O_DIRECTORY | O_CLOEXEC);
  scope_exit CloseDir([DirFd] {
    if (DirFd >= 0)
      ::close(DirFd);
  });
  unsigned Slots = std::max(1u, hardware_concurrency().compute_thread_count());
  for (unsigned Slot = 0; Slot < Slots; ++Slot) {
    std::string LockPath = formatv("{0}/{1}-{2}.lock", Dir, Id, Slot);
    std::optional<SocketName> Socket =
        socketName(Dir, DirFd, formatv("{0}-{1}.sock", Id, Slot).str());
    if (!Socket)
      return RunHere("no socket address for '" + Dir + "'");
    // The slot's lock, held for the run (closing it lets it go).
    int Lock = openLock(LockPath);
    if (Lock < 0)
      return RunHere("cannot open '" + LockPath + "' as a lock of this user's");
    scope_exit Release([Lock] { ::close(Lock); });
    if (::flock(Lock, LOCK_EX | LOCK_NB))
      continue;
    int Fd = connectTo(*Socket);
    bool Started = Fd < 0;
    if (Started && !C.Start)
      return std::nullopt;
    if (Started)
      Fd = start(*Socket, LockPath, C.Start->first, C.Start->second);
    if (Fd < 0)
      return RunHere("cannot start a server at '" + Socket->Path + "'");
    scope_exit Close([Fd] { ::close(Fd); });
    if (!peerIsServer(Fd))
      return RunHere("the server at '" + Socket->Path +
                     "' is not of this user and group");
    if (C.Verbose)
      say(Twine(Started ? "started" : "using") + " the server at '" +
          Socket->Path + "'");
    HandedStreams Streams;
    if (Streams.failed())
      return RunHere("no memory file for the run's output");
    char Taken = 0;
    if (!sendRequest(Fd, R, Streams.handed()) || !readAll(Fd, &Taken, 1) ||
        Taken != server::Started)
      return RunHere("the server at '" + Socket->Path +
                     "' did not take the run");
    std::optional<int32_t> Code = readAnswer(Fd);
    if (!Code && Streams.direct()) {
      // It may have written to the terminal: not again.
      say("error: the server at '" + Socket->Path +
          "' ended during the run; run it again");
      return 1;
    }
    if (!Code)
      return RunHere("the server at '" + Socket->Path +
                     "' ended without an answer");
    if (std::optional<std::string> Error = Streams.copyOut()) {
      say("error: cannot write the run's output: " + *Error);
      return 1;
    }
    return *Code;
  }
  return RunHere("every server slot is busy");
}

} // namespace

std::optional<int> runByServer(const Options &O, unsigned IdleSeconds,
                               ArrayRef<std::string> Argv, Command Run) {
  return runBy({O.CacheDir, O.NoCache, O.Verbose, {{IdleSeconds, Run}}}, Argv,
               environ);
}

namespace {

using core::GuardPolicy;

/// An option of the table as the command line spells it: its flag, and
/// whether it takes a value (a separate argument unless written -F=V, or
/// after a prefix flag: -I, -D, -j); one whose value is optional
/// (cl::ValueOptional: --verify, --list-mappings) never takes the next one.
struct Spelling {
  StringLiteral Flag;
  bool TakesValue;
};
/// Whether an option of type \p T with the cl:: modifiers spelled
/// \p Modifiers takes the argument after it. (Constant: this runs before
/// the static constructors.)
template <typename T>
constexpr bool takesValue(std::string_view Modifiers) {
  return !std::is_same_v<T, bool> &&
         Modifiers.find("ValueOptional") == std::string_view::npos;
}
constexpr Spelling Spellings[] = {
#define HIPIFY_TARGET_OPTION(Field, Flag, Help) {Flag, false},
#define HIPIFY_TRANSLATE_OPTION(Field, Type, Default, Flag, Group, Help, ...)  \
  {Flag, takesValue<Type>(#__VA_ARGS__)},
#define HIPIFY_RUN_OPTION(Field, Type, Default, Flag, Key, Group, Help, ...)   \
  {Flag, takesValue<Type>(#__VA_ARGS__)},
#define HIPIFY_ACCEPTED_OPTION(Field, Flag, Help) {Flag, false},
#define HIPIFY_ALIAS(Name, Flag, Of, Group, Help) {Flag, false},
#include "hipify/Support/Options.def"
};
// The options that say which servers, as the table spells them.
#define HIPIFY_RUN_OPTION(Field, Type, Default, Spelled, Key, Group, Help, ...)\
  constexpr StringLiteral Field##Flag = Spelled;
#include "hipify/Support/Options.def"

} // namespace

std::optional<int> runByRunningServer(int Argc, char **Argv, char **Env) {
  // The options that say which servers, read with the table main's parser
  // reads by; a command line this reading is not sure of is left to main.
  Client C;
  bool Served = false, CacheDirGiven = false;
  for (int I = 1; I < Argc; ++I) {
    StringRef A = Argv[I];
    if (A == "--") // clang's arguments follow
      break;
    if (A.starts_with("@")) // a response file: main expands it
      return std::nullopt;
    if (!A.consume_front("-"))
      continue;
    A.consume_front("-");
    auto [Name, Value] = A.split('=');
    bool HasValue = A.contains('=');
    const Spelling *S = find_if(Spellings, [&, Name = Name](const Spelling &O) {
      return !O.Flag.empty() && O.Flag == Name;
    });
    if (S == std::end(Spellings))
      continue; // a prefix option with its value (-Idir), or main's error
    if (Name == NoCacheFlag || (Name == VerboseFlag && HasValue))
      return std::nullopt;
    if (Name == VerboseFlag)
      C.Verbose = true;
    if (Name == ServerTextFlag) {
      // A malformed one is main's usage error.
      if (HasValue && !serverIdle(Value))
        return std::nullopt;
      Served = true;
    }
    // Its value: after '=', or the next argument (not an option of its own).
    StringRef Given = Value;
    if (S->TakesValue && !HasValue) {
      if (I + 1 == Argc)
        return std::nullopt;
      Given = Argv[++I];
    }
    if (Name == CacheDirFlag) {
      if (CacheDirGiven)
        return std::nullopt;
      CacheDirGiven = true;
      C.CacheDir = Given.str();
    }
  }
  if (!Served)
    return std::nullopt;
  // libc sets it only later; the default cache directory is read from it.
  environ = Env;
  return runBy(C, std::vector<std::string>(Argv, Argv + Argc), Env);
}

} // namespace hipify::driver::server
