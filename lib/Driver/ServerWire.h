//===- ServerWire.h - what a --server client and its server say -----------===//
//
// Private to lib/Driver. The messages of one served run, in order:
//   client -> server: the request's size and the client's three standard
//                     streams as descriptors (SCM_RIGHTS), then the request
//                     (encode());
//   server -> client: one byte, Started, once the server has taken the run
//                     (before it, the server wrote nothing for it);
//   server -> client: the exit code, 4 bytes, once the run is done.
// A connection closed before Started is a run not taken: the client runs it
// itself. These functions are plain POSIX: the client runs them before main's
// static constructors (Server.cpp).
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_LIB_DRIVER_SERVERWIRE_H
#define HIPIFY_LIB_DRIVER_SERVERWIRE_H

#include "hipify/Driver/Server.h"

#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <optional>

namespace hipify::driver::server {

/// Writes all of \p Data to \p Fd (false: it could not).
bool writeAll(int Fd, llvm::StringRef Data);
/// Reads exactly \p Size bytes from \p Fd (false: fewer came).
bool readAll(int Fd, char *Data, size_t Size);

/// Sends \p R over \p Fd with \p Streams as the run's standard streams.
bool sendRequest(int Fd, const Request &R, const int (&Streams)[3]);
/// The request on \p Fd and the three streams that came with it; none when
/// the peer sent no whole request.
std::optional<Request> receiveRequest(int Fd, int (&Streams)[3]);

/// The byte that says the server has taken the run.
constexpr char Started = 'S';
/// Answers the client on \p Fd with \p Code, its command's exit code.
void answer(int Fd, int32_t Code);
/// The exit code on \p Fd; none when the connection closed before it.
std::optional<int32_t> readAnswer(int Fd);

} // namespace hipify::driver::server

#endif
