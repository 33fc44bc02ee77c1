//===- Server.h - one-file runs served by a warm process ------------------===//
//
// A build system runs hipify-cxx once per file. Each such run pays again what
// one run over all the files pays once: the process start, the pages of the
// executable and of the preludes faulted in, the heap grown.
// With --server, a run hands its command to a warm hipify-cxx of the same
// executable and cache directory, which runs it as the run itself would (its
// arguments, working directory, environment, umask, standard streams) and
// answers with the exit code. The first run of a job slot starts that
// server; it stays until it has been idle for a while.
//
// Slots: a parallel build's runs each take a free slot (a lock file held for
// the run), one server a slot, so N jobs are served by N processes at once.
// A run that finds every slot busy, or a server that ends without answering,
// runs its command itself.
//
// Trust: the servers' directory must be the user's own, and each end checks
// the other's credentials on the socket; a run's output reaches its streams
// only once its answer has come (terminals aside). The parts, each small:
// ServerWire (the messages), ServerTransport (sockets, credentials, locks),
// ServerDaemon (the warm process) and Server.cpp (the client).
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_DRIVER_SERVER_H
#define HIPIFY_DRIVER_SERVER_H

#include "hipify/Driver/Options.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringRef.h"

#include <optional>
#include <string>
#include <vector>

namespace hipify::driver::server {

/// What a run hands over: its command and the process state it runs in.
struct Request {
  std::vector<std::string> Argv, Environment;
  std::string WorkingDirectory;
  unsigned Umask = 022;
};

/// The request as sent, and back; none when \p Bytes is not one.
std::string encode(const Request &R);
std::optional<Request> decode(llvm::StringRef Bytes);

/// main's command on the arguments of a request (argv[0] first).
using Command = llvm::function_ref<int(llvm::ArrayRef<std::string> Argv)>;

/// Runs \p Argv, the command line of the run \p O, by the server of a free
/// slot under its cache directory (started with \p Run, a server's command,
/// when the slot has none, to stay \p IdleSeconds after its last request),
/// with this process's state and standard streams. Returns the command's
/// exit code; none when no server took it (--no-cache, every slot busy, no
/// place for the sockets, the server ended without an answer), which -v
/// says on stderr: the caller then runs it itself.
std::optional<int> runByServer(const Options &O, unsigned IdleSeconds,
                               llvm::ArrayRef<std::string> Argv, Command Run);

/// The same for a server already running, before main's static constructors
/// run (they are most of a run's start; the client needs none of them):
/// \p Argc, \p Argv and \p Env are main's. Its command line is read only
/// for --server, --cache-dir, --no-cache and -v; none when that reading is
/// not sure (a response file, --no-cache, a malformed --server), when the
/// run has no --server, when no slot has a server running, or when the
/// server took no run: main then runs as ever, and -v says why.
std::optional<int> runByRunningServer(int Argc, char **Argv, char **Env);

} // namespace hipify::driver::server

#endif
