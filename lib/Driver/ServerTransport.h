//===- ServerTransport.h - the --server sockets and who is on them --------===//
//
// Private to lib/Driver. A slot's socket and lock live in <cache>/server,
// which must be the user's own (Files.h, privateDirectory): nobody else can
// put a socket there, or replace one. Each end checks the other besides, on
// the socket itself: the client serves its run only to a server of its own
// user and group, and a server serves only a client of its own user, group
// and supplementary groups (a run must read no file its user could not).
// Plain POSIX: the client runs before main's static constructors.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_LIB_DRIVER_SERVERTRANSPORT_H
#define HIPIFY_LIB_DRIVER_SERVERTRANSPORT_H

#include "llvm/ADT/StringRef.h"

#include <optional>
#include <string>
#include <sys/un.h>

namespace hipify::driver::server {

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
std::optional<SocketName> socketName(llvm::StringRef Dir, int DirFd,
                                     llvm::StringRef Name);

/// A connection to the server listening at \p S, or -1.
int connectTo(const SocketName &S);

/// A socket listening at \p S, or -1.
int listenAt(const SocketName &S);

/// Whether the peer of \p Fd runs as this process's user and group.
bool peerIsServer(int Fd);
/// Whether the peer of \p Fd runs as this process's user and group with the
/// same supplementary groups.
bool peerIsClient(int Fd);

/// Opens the slot lock \p Path, creating it, without following a link;
/// -1 unless it is a regular file of this user's.
int openLock(const std::string &Path);

} // namespace hipify::driver::server

#endif
