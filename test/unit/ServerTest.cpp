//===- ServerTest.cpp -----------------------------------------------------===//
#include "hipify/Driver/Server.h"

#include "ServerTransport.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <fcntl.h>
#include <sys/socket.h>
#include <unistd.h>

extern char **environ;

using namespace llvm;
using namespace hipify::driver;

namespace {

TEST(Server, RequestsReadBackAsSentAndTruncatedOnesAreRefused) {
  server::Request R;
  R.Argv = {"hipify-cxx", "a b.cu", "", "-o", "x\ny"};
  R.Environment = {"HOME=/home/u", "EMPTY="};
  R.WorkingDirectory = "/work dir";
  R.Umask = 077;
  std::string Bytes = server::encode(R);
  std::optional<server::Request> Back = server::decode(Bytes);
  ASSERT_TRUE(Back);
  EXPECT_EQ(Back->Argv, R.Argv);
  EXPECT_EQ(Back->Environment, R.Environment);
  EXPECT_EQ(Back->WorkingDirectory, R.WorkingDirectory);
  EXPECT_EQ(Back->Umask, R.Umask);
  for (size_t Size = 0; Size < Bytes.size(); ++Size)
    EXPECT_FALSE(server::decode(StringRef(Bytes).take_front(Size))) << Size;
  EXPECT_FALSE(server::decode(Bytes + "x"));
}

/// \p Client's exit code, run with this process's stdout in a file in
/// \p Dir, and what was written there.
std::pair<std::optional<int>, std::string>
captured(StringRef Dir, function_ref<std::optional<int>()> Client) {
  SmallString<256> Out(Dir);
  sys::path::append(Out, "stdout");
  int File = ::open(Out.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
  int Saved = ::dup(1);
  ::dup2(File, 1);
  ::close(File);
  std::optional<int> Code = Client();
  ::dup2(Saved, 1);
  ::close(Saved);
  auto Text = MemoryBuffer::getFile(Out);
  return {Code, Text ? (*Text)->getBuffer().str() : ""};
}

/// Runs \p Run by a server of \p O (captured).
std::pair<std::optional<int>, std::string>
byServer(const Options &O, ArrayRef<std::string> Argv, server::Command Run) {
  return captured(O.CacheDir,
                  [&] { return server::runByServer(O, 5, Argv, Run); });
}

/// Runs \p Argv as main's command line by a server already running, as
/// before main (captured in \p Dir).
std::pair<std::optional<int>, std::string>
byRunningServer(StringRef Dir, std::vector<std::string> Argv) {
  std::vector<char *> Pointers;
  for (std::string &A : Argv)
    Pointers.push_back(A.data());
  return captured(Dir, [&] {
    return server::runByRunningServer(static_cast<int>(Pointers.size()),
                                      Pointers.data(), environ);
  });
}

TEST(Server, RunsTheCommandInTheClientsDirectoryEnvironmentAndStreams) {
  SmallString<256> Dir;
  ASSERT_FALSE(sys::fs::createUniqueDirectory("hipify-server-test", Dir));
  SmallString<256> Work(Dir);
  sys::path::append(Work, "work");
  ASSERT_FALSE(sys::fs::create_directory(Work));
  Options O;
  O.CacheDir = std::string(Dir);
  SmallString<256> Before;
  ASSERT_FALSE(sys::fs::current_path(Before));
  ASSERT_FALSE(sys::fs::set_current_path(Work));
  // What the server's command sees: its arguments, directory, environment;
  // and the process it runs in.
  auto Echo = [](ArrayRef<std::string> Argv) {
    SmallString<256> Cwd;
    sys::fs::current_path(Cwd);
    const char *Value = std::getenv("HIPIFY_SERVER_TEST");
    outs() << ::getpid() << ": " << join(Argv, ",") << " in "
           << sys::path::filename(Cwd) << " with " << (Value ? Value : "(none)")
           << "\n";
    outs().flush();
    return Argv.size() == 3 ? 3 : 4;
  };
  ::setenv("HIPIFY_SERVER_TEST", "first", 1);
  auto [Code, Out] = byServer(O, {"hipify-cxx", "a.cu", "-v"}, Echo);
  EXPECT_EQ(Code, 3);
  auto [Pid, Said] = StringRef(Out).split(": ");
  std::string Server = Pid.str();
  EXPECT_NE(Server, std::to_string(::getpid()));
  EXPECT_EQ(Said, "hipify-cxx,a.cu,-v in work with first\n");
  // The same server again, with another environment and command line.
  ::setenv("HIPIFY_SERVER_TEST", "second", 1);
  std::tie(Code, Out) = byServer(O, {"hipify-cxx", "b.cu"}, Echo);
  EXPECT_EQ(Code, 4);
  EXPECT_EQ(Out, Server + ": hipify-cxx,b.cu in work with second\n");
  ::unsetenv("HIPIFY_SERVER_TEST");
  ASSERT_FALSE(sys::fs::set_current_path(Before));

  // A run handed over before main (its static constructors) goes to the
  // server now running, whichever way its options are spelt; where that
  // reading is not sure, or the run has no --server, main is left to it.
  std::string CacheDir = O.CacheDir;
  std::tie(Code, Out) = byRunningServer(
      Dir, {"hipify-cxx", "--server", "--cache-dir", CacheDir, "c.cu"});
  EXPECT_EQ(Code, 4);
  EXPECT_EQ(Out, Server + ": hipify-cxx,--server,--cache-dir," + CacheDir +
                     ",c.cu in " + sys::path::filename(Before).str() +
                     " with (none)\n");
  EXPECT_EQ(byRunningServer(
                Dir, {"hipify-cxx", "-server=9", "-cache-dir=" + CacheDir})
                .first,
            3);
  for (std::vector<std::string> NotEarly :
       {std::vector<std::string>{"hipify-cxx", "--cache-dir=" + CacheDir},
        {"hipify-cxx", "--cache-dir=" + CacheDir, "--", "--server"},
        {"hipify-cxx", "--server", "--cache-dir=" + CacheDir, "--no-cache"},
        {"hipify-cxx", "--server=0", "--cache-dir=" + CacheDir},
        {"hipify-cxx", "--server", "--cache-dir=" + CacheDir, "@args"},
        {"hipify-cxx", "--server", "--cache-dir=" + CacheDir, "-v=false"},
        {"hipify-cxx", "--server", "--cache-dir=" + CacheDir, "--cache-dir",
         CacheDir},
        {"hipify-cxx", "--server", "--cache-dir"}})
    EXPECT_FALSE(byRunningServer(Dir, NotEarly).first) << join(NotEarly, " ");
  // Nor one whose cache directory has no server running: it starts none.
  SmallString<256> Other(Dir);
  sys::path::append(Other, "other");
  EXPECT_FALSE(byRunningServer(Dir, {"hipify-cxx", "--server", "--cache-dir",
                                     Other.c_str()})
                   .first);
  std::error_code EC;
  for (sys::fs::directory_iterator I(Other + "/server", EC), E; I != E && !EC;
       I.increment(EC))
    EXPECT_NE(sys::path::extension(I->path()), ".sock") << I->path();

  // Without a cache directory the run is not served.
  O.NoCache = true;
  EXPECT_FALSE(byServer(O, {"hipify-cxx"}, Echo).first);
  sys::fs::remove_directories(Dir);
}

TEST(ServerTransport, APeerOfThisProcesssCredentialsIsBothServerAndClient) {
  int Pair[2];
  ASSERT_FALSE(::socketpair(AF_UNIX, SOCK_STREAM, 0, Pair));
  EXPECT_TRUE(server::peerIsServer(Pair[0]));
  EXPECT_TRUE(server::peerIsClient(Pair[1]));
  ::close(Pair[0]);
  ::close(Pair[1]);
  // Not a socket: no credentials, no trust.
  int Null = ::open("/dev/null", O_RDONLY);
  EXPECT_FALSE(server::peerIsServer(Null));
  EXPECT_FALSE(server::peerIsClient(Null));
  ::close(Null);
}

TEST(ServerTransport, ALockThatIsALinkIsNotOpenedNorCreatedWhereItPoints) {
  SmallString<256> Dir;
  ASSERT_FALSE(sys::fs::createUniqueDirectory("hipify-server-lock", Dir));
  std::string Lock = (Dir + "/0-0.lock").str();
  std::string Target = (Dir + "/target").str();
  ASSERT_FALSE(sys::fs::create_link(Target, Lock));
  EXPECT_EQ(server::openLock(Lock), -1);
  EXPECT_FALSE(sys::fs::exists(Target));
  ASSERT_FALSE(sys::fs::remove(Lock));
  int Fd = server::openLock(Lock);
  EXPECT_GE(Fd, 0);
  ::close(Fd);
  sys::fs::remove_directories(Dir);
}

} // namespace
