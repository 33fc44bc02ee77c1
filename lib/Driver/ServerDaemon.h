//===- ServerDaemon.h - the warm process of a --server slot ---------------===//
//
// Private to lib/Driver.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_LIB_DRIVER_SERVERDAEMON_H
#define HIPIFY_LIB_DRIVER_SERVERDAEMON_H

#include "ServerTransport.h"

#include "hipify/Driver/Server.h"

#include <string>

namespace hipify::driver::server {

/// Starts the server of a slot at \p Socket (its lock at \p LockPath), to
/// run each request with \p Run and stay \p IdleSeconds after the last, and
/// connects to it; -1 when it could not be started.
int start(const SocketName &Socket, const std::string &LockPath,
          unsigned IdleSeconds, Command Run);

} // namespace hipify::driver::server

#endif
