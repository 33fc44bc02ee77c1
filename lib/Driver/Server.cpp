//===- Server.cpp - one-file runs served by a warm process ----------------===//
//
// The client (a run with --server) takes a slot: the first of
// <cache>/server/<id>-<N>.lock it can lock (<id>: the executable's build
// and the machine), held for the run. It
// connects to the slot's socket beside it; where none answers, it binds the
// socket itself and forks the server off, which owns the listening socket
// from then on (the connection the client makes right after waits in its
// backlog). It sends its arguments, working directory, environment and umask,
// and its standard streams as file descriptors (SCM_RIGHTS), and waits for
// the exit code.
//
// A client whose slot's server is running does all this before main, from
// .preinit_array (runByRunningServer): LLVM's static constructors (its
// options registered, hundreds of them) and InitLLVM are most of a start,
// and a client needs none of them. It reads its command line only for the
// options that say which servers; where it finds none running, or is not
// sure of its reading, main runs as ever and starts one.
//
// The server is a new session with /dev/null as its own streams and none of
// the client's other descriptors (a build system's pipe held open would keep
// the build waiting for it). It serves one request at a time: the client's
// streams become its 0, 1 and 2, its directory, environment and umask the
// process's, and main's command runs as in the run itself. Only the peer's
// own user is served. When it has been idle for IdleSeconds and no client
// holds its slot (a client connects only while holding it, so none is on
// its way), it removes its socket and exits. A client that goes before its
// answer (Ctrl-C) takes its run with it, as the run would have gone: the
// server ends by SIGINT.
//
// What a server keeps from one request to the next is what a run over many
// files keeps from one file to the next (the heap, the pages of the
// executable and of the preludes); the requests' outputs are those of the
// runs themselves (test/lit/tree/server.test).
//
//===----------------------------------------------------------------------===//

#include "hipify/Driver/Server.h"

#include "Cache.h"

#include "llvm/ADT/ScopeExit.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/Endian.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/Threading.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Support/xxhash.h"

#include <cerrno>
#include <csignal>
#include <cstdlib>
#include <fcntl.h>
#include <poll.h>
#include <sys/file.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <thread>
#include <unistd.h>

extern char **environ;

using namespace llvm;

namespace hipify::driver::server {

namespace {

void putString(std::string &Out, StringRef S) {
  char Size[4];
  llvm::support::endian::write32le(Size, S.size());
  Out.append(Size, 4);
  Out.append(S.begin(), S.end());
}

std::optional<StringRef> takeString(StringRef &In) {
  if (In.size() < 4)
    return std::nullopt;
  uint32_t Size = llvm::support::endian::read32le(In.data());
  if (In.size() - 4 < Size)
    return std::nullopt;
  StringRef S = In.substr(4, Size);
  In = In.drop_front(4 + Size);
  return S;
}

void putList(std::string &Out, ArrayRef<std::string> List) {
  putString(Out, std::to_string(List.size()));
  for (const std::string &S : List)
    putString(Out, S);
}

bool takeList(StringRef &In, std::vector<std::string> &List) {
  auto Count = takeString(In);
  unsigned N;
  if (!Count || Count->getAsInteger(10, N) || N > In.size())
    return false;
  for (unsigned I = 0; I < N; ++I) {
    auto S = takeString(In);
    if (!S)
      return false;
    List.push_back(S->str());
  }
  return true;
}

bool writeAll(int Fd, StringRef Data) {
  while (!Data.empty()) {
    ssize_t N = ::write(Fd, Data.data(), Data.size());
    if (N < 0 && errno == EINTR)
      continue;
    if (N <= 0)
      return false;
    Data = Data.drop_front(N);
  }
  return true;
}

bool readAll(int Fd, char *Data, size_t Size) {
  while (Size) {
    ssize_t N = ::read(Fd, Data, Size);
    if (N < 0 && errno == EINTR)
      continue;
    if (N <= 0)
      return false;
    Data += N;
    Size -= N;
  }
  return true;
}

/// A slot's socket: its path, and the address that names it to bind and
/// connect, which is the path unless that is longer than an address holds
/// (a deep cache directory): then the path through \c /proc/self/fd and a
/// descriptor of the directory, which this process holds open.
struct SocketName {
  std::string Path;
  sockaddr_un Address{};
};

/// The socket \p Name in \p Dir, open as \p DirFd; none when no address
/// names it.
std::optional<SocketName> socketName(StringRef Dir, int DirFd, StringRef Name) {
  SocketName S;
  S.Path = (Dir + "/" + Name).str();
  bool Fits = S.Path.size() < sizeof(S.Address.sun_path);
  std::string Address =
      Fits ? S.Path : formatv("/proc/self/fd/{0}/{1}", DirFd, Name);
  if ((!Fits && DirFd < 0) || Address.size() >= sizeof(S.Address.sun_path))
    return std::nullopt;
  S.Address.sun_family = AF_UNIX;
  std::memcpy(S.Address.sun_path, Address.data(), Address.size());
  return S;
}

/// A connection to the server listening at \p S, or -1.
int connectTo(const SocketName &S) {
  int Fd = ::socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
  if (Fd >= 0 && ::connect(Fd, reinterpret_cast<const sockaddr *>(&S.Address),
                           sizeof(S.Address)))
    ::close(Fd), Fd = -1;
  return Fd;
}

/// The first message of a request: its size, and the client's three
/// standard streams as descriptors (SCM_RIGHTS).
struct StreamsMessage {
  char Size[8] = {};
  iovec Io{Size, sizeof(Size)};
  alignas(cmsghdr) char Control[CMSG_SPACE(3 * sizeof(int))] = {};
  msghdr M{};
  StreamsMessage() {
    M.msg_iov = &Io;
    M.msg_iovlen = 1;
    M.msg_control = Control;
    M.msg_controllen = sizeof(Control);
  }
  StreamsMessage(const StreamsMessage &) = delete;
};

/// Sends \p R with this process's standard streams over \p Fd.
bool sendRequest(int Fd, const Request &R) {
  std::string Payload = encode(R);
  StreamsMessage Msg;
  llvm::support::endian::write64le(Msg.Size, Payload.size());
  int Streams[3] = {0, 1, 2};
  cmsghdr *C = CMSG_FIRSTHDR(&Msg.M);
  C->cmsg_level = SOL_SOCKET;
  C->cmsg_type = SCM_RIGHTS;
  C->cmsg_len = CMSG_LEN(sizeof(Streams));
  std::memcpy(CMSG_DATA(C), Streams, sizeof(Streams));
  ssize_t N;
  do
    N = ::sendmsg(Fd, &Msg.M, MSG_NOSIGNAL);
  while (N < 0 && errno == EINTR);
  return N == sizeof(Msg.Size) && writeAll(Fd, Payload);
}

/// The request on \p Fd and the three streams that came with it; none when
/// the peer sent no whole request.
std::optional<Request> receiveRequest(int Fd, int (&Streams)[3]) {
  StreamsMessage Msg;
  ssize_t N;
  do
    N = ::recvmsg(Fd, &Msg.M, MSG_CMSG_CLOEXEC | MSG_WAITALL);
  while (N < 0 && errno == EINTR);
  cmsghdr *C = CMSG_FIRSTHDR(&Msg.M);
  if (!C || C->cmsg_type != SCM_RIGHTS ||
      C->cmsg_len != CMSG_LEN(sizeof(Streams)))
    return std::nullopt;
  std::memcpy(Streams, CMSG_DATA(C), sizeof(Streams));
  std::string Payload(
      N == sizeof(Msg.Size) ? llvm::support::endian::read64le(Msg.Size) : 0,
      '\0');
  if (N != sizeof(Msg.Size) || Payload.size() > (64u << 20) ||
      !readAll(Fd, Payload.data(), Payload.size())) {
    for (int S : Streams)
      ::close(S);
    return std::nullopt;
  }
  return decode(Payload);
}

/// \p Run, while its client on \p Fd is there: one that goes before the
/// answer (interrupted by Ctrl-C, killed) ends its run as an interrupted run
/// ends, by SIGINT, which removes the run's temporary files and ends the
/// server.
int watched(int Fd, function_ref<int()> Run) {
  int Done[2];
  if (::pipe2(Done, O_CLOEXEC))
    return Run();
  std::thread Watch([Fd, Done] {
    pollfd P[2] = {{Fd, POLLRDHUP, 0}, {Done[0], POLLIN, 0}};
    while (::poll(P, 2, -1) < 0 && errno == EINTR)
      ;
    if (!P[1].revents)
      ::kill(::getpid(), SIGINT);
  });
  int Code = Run();
  writeAll(Done[1], StringRef("", 1));
  Watch.join();
  ::close(Done[0]);
  ::close(Done[1]);
  return Code;
}

/// Answers the client on \p Fd with \p Code, its command's exit code.
void answer(int Fd, int32_t Code) {
  char Answer[4];
  llvm::support::endian::write32le(Answer, Code);
  writeAll(Fd, StringRef(Answer, 4));
}

/// The connection whose command is running, or -1.
int Serving = -1;

/// Runs the request on \p Fd, if it comes from this user, in its client's
/// state, and answers with the exit code.
void serveOne(int Fd, int Null, Command Run) {
  ucred Peer{};
  socklen_t Len = sizeof(Peer);
  if (::getsockopt(Fd, SOL_SOCKET, SO_PEERCRED, &Peer, &Len) ||
      Peer.uid != ::geteuid())
    return;
  int Streams[3];
  std::optional<Request> R = receiveRequest(Fd, Streams);
  if (!R)
    return;
  for (int I = 0; I < 3; ++I) {
    ::dup2(Streams[I], I);
    ::close(Streams[I]);
  }
  ::clearenv();
  for (const std::string &E : R->Environment) {
    auto [Name, Value] = StringRef(E).split('=');
    ::setenv(Name.str().c_str(), Value.str().c_str(), 1);
  }
  ::umask(R->Umask);
  Serving = Fd;
  int32_t Code = ::chdir(R->WorkingDirectory.c_str()) == 0
                     ? watched(Fd, [&] { return Run(R->Argv); })
                     : -1;
  Serving = -1;
  outs().flush();
  outs().clear_error();
  errs().clear_error();
  for (int I = 0; I < 3; ++I)
    ::dup2(Null, I);
  [[maybe_unused]] int Root = ::chdir("/");
  ::clearenv();
  if (Code >= 0)
    answer(Fd, Code);
}

/// The forked server: serves the socket \p Listen until idle. Never returns.
[[noreturn]] void serve(int Listen, const std::string &Socket,
                        const std::string &LockPath, unsigned IdleSeconds,
                        Command Run) {
  ::setsid();
  int Null = ::open("/dev/null", O_RDWR);
  for (int I = 0; I < 3; ++I)
    ::dup2(Null, I);
  // The socket as descriptor 3, /dev/null as 4, nothing else of the client's.
  ::dup2(Listen, 3);
  ::dup2(Null, 4);
  ::close_range(5, ~0U, 0);
  Listen = 3;
  Null = 4;
  // Neither goes to the processes a run starts (--verify's compiler).
  ::fcntl(Listen, F_SETFD, FD_CLOEXEC);
  ::fcntl(Null, F_SETFD, FD_CLOEXEC);
  [[maybe_unused]] int Root = ::chdir("/");
  ::signal(SIGPIPE, SIG_IGN);
  // A command that exits (--help, --version, a fatal error) ends the server
  // with it; its client is answered as the run alone would have ended, its
  // output written first. (The streams made before the handler is
  // registered are destroyed after it runs.)
  outs();
  errs();
  ::on_exit(
      [](int Status, void *) {
        if (Serving < 0)
          return;
        outs().flush();
        answer(Serving, Status);
      },
      nullptr);
  // Colors as each request's streams have them (raw_fd_ostream remembers
  // the first answer).
  WithColor::setAutoDetectFunction([](const raw_ostream &OS) {
    if (&OS == &errs())
      return sys::Process::StandardErrHasColors();
    if (&OS == &outs())
      return sys::Process::StandardOutHasColors();
    return WithColor::defaultAutoDetectFunction()(OS);
  });
  int Lock = ::open(LockPath.c_str(), O_RDWR | O_CLOEXEC);
  for (;;) {
    pollfd P{Listen, POLLIN, 0};
    int Ready = ::poll(&P, 1, static_cast<int>(IdleSeconds) * 1000);
    if (Ready < 0 && errno != EINTR)
      break;
    // Idle: done, unless a client holds the slot and may be connecting.
    if (Ready == 0 && (Lock < 0 || ::flock(Lock, LOCK_EX | LOCK_NB) == 0))
      break;
    if (Ready <= 0)
      continue;
    int Fd = ::accept4(Listen, nullptr, nullptr, SOCK_CLOEXEC);
    if (Fd >= 0) {
      serveOne(Fd, Null, Run);
      ::close(Fd);
    }
  }
  ::unlink(Socket.c_str());
  ::_exit(0);
}

/// Starts the server of a slot at \p Socket and connects to it; -1 when it
/// could not be started.
int start(const SocketName &Socket, const std::string &LockPath,
          unsigned IdleSeconds, Command Run) {
  ::unlink(Socket.Path.c_str()); // a server's that ended without removing it
  int Listen = ::socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
  if (Listen < 0 ||
      ::bind(Listen, reinterpret_cast<const sockaddr *>(&Socket.Address),
             sizeof(Socket.Address)) ||
      ::listen(Listen, 16)) {
    if (Listen >= 0)
      ::close(Listen);
    return -1;
  }
  outs().flush();
  errs().flush();
  pid_t Pid = ::fork();
  if (Pid == 0)
    serve(Listen, Socket.Path, LockPath, IdleSeconds, Run);
  ::close(Listen);
  if (Pid < 0) {
    ::unlink(Socket.Path.c_str());
    return -1;
  }
  return connectTo(Socket);
}

} // namespace

std::string encode(const Request &R) {
  std::string Out;
  putList(Out, R.Argv);
  putList(Out, R.Environment);
  putString(Out, R.WorkingDirectory);
  putString(Out, std::to_string(R.Umask));
  return Out;
}

std::optional<Request> decode(StringRef Bytes) {
  Request R;
  if (!takeList(Bytes, R.Argv) || R.Argv.empty() ||
      !takeList(Bytes, R.Environment))
    return std::nullopt;
  auto Dir = takeString(Bytes);
  auto Umask = takeString(Bytes);
  if (!Dir || !Umask || Umask->getAsInteger(10, R.Umask) || !Bytes.empty())
    return std::nullopt;
  R.WorkingDirectory = Dir->str();
  return R;
}

namespace {

/// Says \p Message on stderr, at once (a run by a running server has no
/// raw_ostream: it runs before the static constructors).
void say(const Twine &Message) {
  writeAll(2, ("hipify-cxx: " + Message + "\n").str());
}

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
  SmallString<256> Dir(C.CacheDir.empty() ? Cache::defaultDirectory()
                                          : C.CacheDir);
  if (Dir.empty())
    return RunHere("no cache directory (no $HOME)");
  sys::path::append(Dir, "server");
  if (std::error_code EC = sys::fs::create_directories(
          Dir, /*IgnoreExisting=*/true, sys::fs::perms::owner_all))
    return RunHere("cannot create '" + Dir + "': " + EC.message());
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
    int Lock = ::open(LockPath.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0600);
    if (Lock < 0)
      return RunHere("cannot open '" + LockPath + "'");
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
    if (C.Verbose)
      say(Twine(Started ? "started" : "using") + " the server at '" +
          Socket->Path + "'");
    char Answer[4];
    bool Answered = sendRequest(Fd, R) && readAll(Fd, Answer, 4);
    ::close(Fd);
    if (!Answered)
      return RunHere("the server at '" + Socket->Path +
                     "' ended without an answer");
    return static_cast<int>(llvm::support::endian::read32le(Answer));
  }
  return RunHere("every server slot is busy");
}

} // namespace

std::optional<int> runByServer(const Options &O, unsigned IdleSeconds,
                               ArrayRef<std::string> Argv, Command Run) {
  return runBy({O.CacheDir, O.NoCache, O.Verbose, {{IdleSeconds, Run}}}, Argv,
               environ);
}

std::optional<int> runByRunningServer(int Argc, char **Argv, char **Env) {
  // The options that say which servers, read as main's parser reads them;
  // a command line this reading is not sure of is left to main.
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
    if (Name == "no-cache" || (Name == "v" && HasValue))
      return std::nullopt;
    if (Name == "v")
      C.Verbose = true;
    if (Name == "server") {
      // A malformed one is main's usage error.
      unsigned Idle;
      if (HasValue &&
          (Value.getAsInteger(10, Idle) || Idle == 0 || Idle > 86400))
        return std::nullopt;
      Served = true;
    }
    if (Name == "cache-dir") {
      if (CacheDirGiven || (!HasValue && I + 1 == Argc))
        return std::nullopt;
      CacheDirGiven = true;
      C.CacheDir = HasValue ? Value.str() : Argv[++I];
    }
  }
  if (!Served)
    return std::nullopt;
  // libc sets it only later; the default cache directory is read from it.
  environ = Env;
  return runBy(C, std::vector<std::string>(Argv, Argv + Argc), Env);
}

} // namespace hipify::driver::server
