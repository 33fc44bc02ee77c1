//===- Prelude.cpp - the precompiled preludes of a run --------------------===//

#include "Prelude.h"
#include "Cache.h"

#include "clang/Basic/Version.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/LockFileManager.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

namespace hipify::driver {

Preludes::Preludes(std::string Dir, std::string Tool, bool Persistent,
                   bool Verbose)
    : Dir(std::move(Dir)), Tool(std::move(Tool)), Persistent(Persistent),
      Verbose(Verbose) {}

std::string Preludes::key(const frontend::ParseSetup &Setup) const {
  // Relative paths of the command line (-I dir) are read from here.
  SmallString<256> Cwd;
  sys::fs::current_path(Cwd);
  std::string Text = Tool + "\n" + clang::getClangFullVersion() + "\n" +
                     std::string(Cwd) + "\n";
  if (Setup.Sdk)
    Text += Setup.Sdk->Version.getAsString() + "\n";
  for (const std::string &A : frontend::commandLine(Setup, ""))
    Text += A + "\n";
  return digest(Text);
}

void Preludes::expect(const frontend::ParseSetup &Setup) {
  std::string Key = key(Setup);
  std::lock_guard<std::mutex> L(Lock);
  ++Uses[Key];
}

void Preludes::use(frontend::ParseSetup &Setup) {
  std::string Key = key(Setup);
  std::promise<std::string> Promise;
  std::shared_future<std::string> Prelude;
  bool Build = false;
  {
    std::lock_guard<std::mutex> L(Lock);
    auto [It, New] = Built.try_emplace(Key);
    if (New) {
      Build = Persistent || Uses.lookup(Key) > 1;
      if (!Build)
        Promise.set_value("");
      It->second = Promise.get_future().share();
    }
    Prelude = It->second;
  }
  if (Build)
    Promise.set_value(make(Key, Setup));
  Setup.Prelude = Prelude.get();
  Setup.PreludeRejected = [this, Key](StringRef Why) { rejected(Key, Why); };
}

std::string Preludes::make(StringRef Key, const frontend::ParseSetup &Setup) {
  SmallString<256> Path(Dir);
  sys::path::append(Path, Key + ".pch");
  if (std::error_code EC = sys::fs::create_directories(Dir)) {
    note("cannot create '" + Dir + "': " + EC.message() +
         "; each file parses the CUDA headers itself");
    return "";
  }
  // Another process may be building it: wait for it rather than build it
  // twice. A lock that cannot be taken only costs a second build.
  LockFileManager FileLock(Path);
  Expected<bool> Owned = FileLock.tryLock();
  if (!Owned)
    consumeError(Owned.takeError());
  else if (!*Owned)
    (void)FileLock.waitForUnlockFor(std::chrono::seconds(300));
  if (sys::fs::exists(Path)) {
    markUsed(Path);
    return std::string(Path);
  }
  if (Error E = frontend::buildPrelude(Setup, Path)) {
    note("cannot precompile the CUDA headers every file includes: " +
         toString(std::move(E)) + "; each file parses them itself");
    return "";
  }
  return std::string(Path);
}

void Preludes::rejected(StringRef Key, StringRef Why) {
  note("clang refused the precompiled CUDA headers (" + Why +
       "); they are built again");
  std::lock_guard<std::mutex> L(Lock);
  SmallString<256> Path(Dir);
  sys::path::append(Path, Key + ".pch");
  sys::fs::remove(Path);
  // Built again once; refused again, not used in this run.
  if (Refused.insert(Key).second)
    Built.erase(Key);
  else {
    std::promise<std::string> None;
    None.set_value("");
    Built[Key] = None.get_future().share();
  }
}

void Preludes::note(const Twine &Message) {
  if (!Verbose)
    return;
  std::lock_guard<std::mutex> L(Lock);
  std::string Text = Message.str();
  if (Said.insert(Text).second)
    WithColor::note(errs(), "hipify-cxx") << Text << "\n";
}

} // namespace hipify::driver
