//===- ServerWire.cpp - what a --server client and its server say ---------===//
//
// The request's encoding (sizes as 4-byte little-endian prefixes, lists as a
// count and their strings) and its passage over a Unix socket with the
// client's standard streams.
//
//===----------------------------------------------------------------------===//

#include "ServerWire.h"

#include "llvm/Support/Endian.h"

#include <cerrno>
#include <cstring>
#include <string>
#include <sys/socket.h>
#include <unistd.h>

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

bool sendRequest(int Fd, const Request &R, const int (&Streams)[3]) {
  std::string Payload = encode(R);
  StreamsMessage Msg;
  llvm::support::endian::write64le(Msg.Size, Payload.size());
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

std::optional<Request> receiveRequest(int Fd, int (&Streams)[3]) {
  StreamsMessage Msg;
  ssize_t N;
  do
    N = ::recvmsg(Fd, &Msg.M, MSG_CMSG_CLOEXEC | MSG_WAITALL);
  while (N < 0 && errno == EINTR);
  cmsghdr *C = N > 0 ? CMSG_FIRSTHDR(&Msg.M) : nullptr;
  if (!C || C->cmsg_type != SCM_RIGHTS ||
      C->cmsg_len != CMSG_LEN(sizeof(Streams)))
    return std::nullopt;
  std::memcpy(Streams, CMSG_DATA(C), sizeof(Streams));
  std::string Payload(
      N == sizeof(Msg.Size) ? llvm::support::endian::read64le(Msg.Size) : 0,
      '\0');
  std::optional<Request> R;
  if (N == sizeof(Msg.Size) && Payload.size() <= (64u << 20) &&
      readAll(Fd, Payload.data(), Payload.size()))
    R = decode(Payload);
  if (!R)
    for (int S : Streams)
      ::close(S);
  return R;
}

void answer(int Fd, int32_t Code) {
  char Answer[4];
  llvm::support::endian::write32le(Answer, Code);
  writeAll(Fd, StringRef(Answer, 4));
}

std::optional<int32_t> readAnswer(int Fd) {
  char Answer[4];
  if (!readAll(Fd, Answer, 4))
    return std::nullopt;
  return static_cast<int32_t>(llvm::support::endian::read32le(Answer));
}

} // namespace hipify::driver::server
