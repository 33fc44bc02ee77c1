//===- ServerDaemon.cpp - the warm process of a --server slot -------------===//
//
// The server is a new session with /dev/null as its own streams and none of
// the client's other descriptors (a build system's pipe held open would keep
// the build waiting for it). It serves one request at a time, and only a
// client of its own user, group and supplementary groups (peerIsClient): the
// client's streams become its 0, 1 and 2, its directory, environment and
// umask the process's, and main's command runs as in the run itself. When it
// has been idle for IdleSeconds and no client holds its slot (a client
// connects only while holding it, so none is on its way), it removes its
// socket and exits. A client that goes before its answer (Ctrl-C) takes its
// run with it, as the run would have gone: the server ends by SIGINT.
//
// What a server keeps from one request to the next is what a run over many
// files keeps from one file to the next (the heap, the pages of the
// executable and of the preludes); the requests' outputs are those of the
// runs themselves (test/lit/tree/server.test).
//
//===----------------------------------------------------------------------===//

#include "ServerDaemon.h"
#include "ServerWire.h"

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"

#include <cerrno>
#include <csignal>
#include <cstdlib>
#include <fcntl.h>
#include <poll.h>
#include <sys/file.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <thread>
#include <unistd.h>

using namespace llvm;

namespace hipify::driver::server {

namespace {

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

/// The connection whose command is running, or -1.
int Serving = -1;

/// Runs the request on \p Fd, if it comes from a client of this server's
/// credentials, in its client's state, and answers with the exit code.
void serveOne(int Fd, int Null, Command Run) {
  if (!peerIsClient(Fd))
    return; // the client runs its command itself
  int Streams[3];
  std::optional<Request> R = receiveRequest(Fd, Streams);
  if (!R)
    return;
  if (!writeAll(Fd, StringRef(&Started, 1))) {
    for (int S : Streams)
      ::close(S);
    return;
  }
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
  // The paths are absolute (the server's directory is "/"); the lock was
  // made by the client that forked this server.
  int Lock = ::open(LockPath.c_str(), O_RDWR | O_NOFOLLOW | O_CLOEXEC);
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

} // namespace

int start(const SocketName &Socket, const std::string &LockPath,
          unsigned IdleSeconds, Command Run) {
  int Listen = listenAt(Socket);
  if (Listen < 0)
    return -1;
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

} // namespace hipify::driver::server
