//===- ServerTransport.cpp - the --server sockets and who is on them ------===//
//
// Credentials come from the socket (SO_PEERCRED, SO_PEERGROUPS), which the
// kernel fills in when the peer connects or listens: a process cannot claim
// another's.
//
//===----------------------------------------------------------------------===//

#include "ServerTransport.h"

#include "llvm/Support/FormatVariadic.h"

#include <algorithm>
#include <cstring>
#include <fcntl.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <unistd.h>
#include <vector>

using namespace llvm;

namespace hipify::driver::server {

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

int connectTo(const SocketName &S) {
  int Fd = ::socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
  if (Fd >= 0 && ::connect(Fd, reinterpret_cast<const sockaddr *>(&S.Address),
                           sizeof(S.Address)))
    ::close(Fd), Fd = -1;
  return Fd;
}

int listenAt(const SocketName &S) {
  ::unlink(S.Path.c_str()); // a server's that ended without removing it
  int Fd = ::socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
  if (Fd >= 0 && (::bind(Fd, reinterpret_cast<const sockaddr *>(&S.Address),
                         sizeof(S.Address)) ||
                  ::listen(Fd, 16)))
    ::close(Fd), Fd = -1;
  return Fd;
}

static bool peerIsUs(int Fd) {
  ucred Peer{};
  socklen_t Len = sizeof(Peer);
  return !::getsockopt(Fd, SOL_SOCKET, SO_PEERCRED, &Peer, &Len) &&
         Peer.uid == ::geteuid() && Peer.gid == ::getegid();
}

bool peerIsServer(int Fd) { return peerIsUs(Fd); }

bool peerIsClient(int Fd) {
  if (!peerIsUs(Fd))
    return false;
  std::vector<gid_t> Ours(std::max(::getgroups(0, nullptr), 0));
  if (::getgroups(Ours.size(), Ours.data()) != static_cast<int>(Ours.size()))
    return false;
  std::vector<gid_t> Theirs(Ours.size() + 1);
  socklen_t Len = Theirs.size() * sizeof(gid_t);
  if (::getsockopt(Fd, SOL_SOCKET, SO_PEERGROUPS, Theirs.data(), &Len))
    return false; // more groups than ours, or none known
  Theirs.resize(Len / sizeof(gid_t));
  std::sort(Ours.begin(), Ours.end());
  std::sort(Theirs.begin(), Theirs.end());
  return Ours == Theirs;
}

int openLock(const std::string &Path) {
  int Fd =
      ::open(Path.c_str(), O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0600);
  struct stat S;
  if (Fd >= 0 &&
      (::fstat(Fd, &S) || !S_ISREG(S.st_mode) || S.st_uid != ::geteuid()))
    ::close(Fd), Fd = -1;
  return Fd;
}

} // namespace hipify::driver::server
