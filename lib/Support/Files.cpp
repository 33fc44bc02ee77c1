//===- Files.cpp - paths, source files and atomic writes ------------------===//
//
// The file-system pieces every mode shares (translation, trees, lint), one of
// each: what counts as a source file, absolute paths, and the atomic write.
//
//===----------------------------------------------------------------------===//

#include "hipify/Support/Files.h"

#include "llvm/ADT/StringSet.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

namespace hipify::support {

bool isSourceFile(StringRef Path) {
  static const StringSet<> Extensions = {
      ".cu", ".cuh", ".hip", ".c",   ".cc",  ".cpp", ".cxx", ".c++",
      ".h",  ".hh",  ".hpp", ".hxx", ".h++", ".inl", ".inc", ".cuinl"};
  return Extensions.contains(sys::path::extension(Path).lower());
}

std::string absolutePath(StringRef Path) {
  SmallString<256> P(Path);
  sys::fs::make_absolute(P);
  sys::path::remove_dots(P, /*remove_dot_dot=*/true);
  return std::string(P);
}

Error writeFile(StringRef Path, StringRef Content) {
  auto Failed = [&](std::error_code EC) {
    return createStringError(EC, "'" + Path + "': " + EC.message());
  };
  auto Check = [&](raw_fd_ostream &OS) -> Error {
    OS.flush();
    if (!OS.has_error())
      return Error::success();
    std::error_code EC = OS.error();
    OS.clear_error(); // reported here, not again by the destructor
    return Failed(EC);
  };
  if (Path == "-") {
    outs() << Content;
    return Check(outs());
  }
  sys::fs::file_status Status;
  bool Exists = !sys::fs::status(Path, Status);
  // A device or a FIFO is written into, never replaced.
  if (Exists && !sys::fs::is_regular_file(Status)) {
    std::error_code EC;
    raw_fd_ostream OS(Path, EC);
    if (EC)
      return Failed(EC);
    OS << Content;
    return Check(OS);
  }
  if (Exists)
    if (auto Old = MemoryBuffer::getFile(Path, /*IsText=*/false))
      if ((*Old)->getBuffer() == Content)
        return Error::success();
  StringRef Parent = sys::path::parent_path(Path);
  if (!Parent.empty())
    if (std::error_code EC = sys::fs::create_directories(Parent))
      return createStringError(EC, "cannot create '" + Parent +
                                       "': " + EC.message());
  // A temporary file beside the output (removed if a signal ends the run),
  // renamed over it only once every byte is written.
  Expected<sys::fs::TempFile> Temp = sys::fs::TempFile::create(
      Path + ".temp-stream-%%%%%%", sys::fs::all_read | sys::fs::all_write);
  if (!Temp)
    return Failed(errorToErrorCode(Temp.takeError()));
  {
    raw_fd_ostream OS(Temp->FD, /*shouldClose=*/false);
    OS << Content;
    if (Error E = Check(OS)) {
      consumeError(Temp->discard());
      return E;
    }
  }
  if (Error E = Temp->keep(Path))
    return Failed(errorToErrorCode(std::move(E)));
  return Error::success();
}

} // namespace hipify::support
