//===- Files.cpp - paths, source files and atomic writes ------------------===//
//
// The file-system pieces every mode shares (translation, trees, lint), one of
// each: what counts as a source file, the tree walk, absolute paths, and the
// atomic write.
//
//===----------------------------------------------------------------------===//

#include "hipify/Support/Files.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <sys/stat.h>
#include <unistd.h>

using namespace llvm;

namespace hipify::support {

ArrayRef<StringLiteral> sourceExtensions() {
  static constexpr StringLiteral Extensions[] = {
      ".cu", ".cuh", ".hip", ".c",   ".cc",  ".cpp", ".cxx", ".c++",  ".h",
      ".hh", ".hpp", ".hxx", ".h++", ".inl", ".inc", ".tpp", ".cuinl"};
  return Extensions;
}

bool isSourceFile(StringRef Path) {
  return is_contained(sourceExtensions(), sys::path::extension(Path).lower());
}

bool isHeaderFile(StringRef Path) {
  // Those of sourceExtensions() that name headers.
  static constexpr StringLiteral Headers[] = {".cuh", ".h",    ".hh",  ".hpp",
                                              ".hxx", ".h++",  ".inl", ".inc",
                                              ".tpp", ".cuinl"};
  return is_contained(Headers, sys::path::extension(Path).lower());
}

bool isVersionControlDirectory(StringRef Name) {
  return Name == ".git" || Name == ".hg" || Name == ".svn";
}

bool isBuildDirectory(StringRef Name) {
  return Name == "CMakeFiles" || Name == "node_modules" ||
         Name == "__pycache__" || Name == "build" ||
         Name.starts_with("build-") || Name.starts_with("cmake-build-");
}

Expected<std::vector<TreeEntry>>
walkTree(StringRef Root, function_ref<bool(StringRef Path)> SkipDirectory) {
  std::vector<TreeEntry> Entries;
  std::error_code EC;
  for (sys::fs::recursive_directory_iterator I(Root, EC, /*Follow=*/false), E;
       I != E && !EC; I.increment(EC)) {
    TreeEntry Entry;
    Entry.Path = I->path();
    Entry.Type = I->type();
    if (Entry.Type == sys::fs::file_type::directory_file) {
      if (SkipDirectory(Entry.Path))
        I.no_push();
      continue;
    }
    if (Entry.Type == sys::fs::file_type::symlink_file) {
      Entry.Link = true;
      sys::fs::file_status Target;
      Entry.Error = sys::fs::status(Entry.Path, Target);
      Entry.Type = Entry.Error ? sys::fs::file_type::status_error
                               : Target.type();
    }
    Entries.push_back(std::move(Entry));
  }
  if (EC)
    return createStringError(EC, "cannot walk '" + Root + "': " + EC.message());
  llvm::sort(Entries, [](const TreeEntry &A, const TreeEntry &B) {
    return A.Path < B.Path;
  });
  return Entries;
}

std::string absolutePath(StringRef Path) {
  SmallString<256> P(Path);
  sys::fs::make_absolute(P);
  sys::path::remove_dots(P, /*remove_dot_dot=*/true);
  return std::string(P);
}

std::vector<std::string> includeCandidates(StringRef Includer,
                                           StringRef Spelled, bool Angled,
                                           ArrayRef<std::string> Dirs) {
  std::vector<std::string> Candidates;
  auto Add = [&](StringRef Dir) {
    SmallString<256> Candidate(Dir);
    sys::path::append(Candidate, Spelled);
    Candidates.push_back(std::string(Candidate));
  };
  if (!Angled)
    Add(sys::path::parent_path(absolutePath(Includer)));
  for (const std::string &Dir : Dirs)
    Add(Dir);
  return Candidates;
}

Expected<std::unique_ptr<MemoryBuffer>>
readSourceFile(StringRef Path, uint64_t MaxBytes,
               sys::fs::file_status *StatusOut) {
  auto Fail = [&](const Twine &Msg) {
    return createStringError(inconvertibleErrorCode(), Msg);
  };
  sys::fs::file_status Status;
  if (std::error_code EC = sys::fs::status(Path, Status))
    return Fail("'" + Path + "': " + EC.message());
  if (sys::fs::is_directory(Status))
    return Fail("'" + Path + "' is a directory, not a source file");
  if (!sys::fs::is_regular_file(Status))
    return Fail("'" + Path + "' is not a regular file");
  if (MaxBytes && Status.getSize() > MaxBytes)
    return Fail("'" + Path + "' is " + Twine(Status.getSize()) +
                " bytes, over the limit of " + Twine(MaxBytes) +
                " (--max-file-size)");
  // Read no more than was seen: a file that grows meanwhile is cut, never
  // read without end.
  Expected<sys::fs::file_t> FD = sys::fs::openNativeFileForRead(Path);
  if (!FD)
    return Fail("cannot read '" + Path + "': " + toString(FD.takeError()));
  auto Buf = MemoryBuffer::getOpenFile(*FD, Path, Status.getSize());
  sys::fs::closeFile(*FD);
  if (!Buf)
    return Fail("cannot read '" + Path + "': " + Buf.getError().message());
  if (StatusOut)
    *StatusOut = Status;
  return std::move(*Buf);
}

std::string landingPath(StringRef Path) {
  // The deepest directory of the path that exists, made real; the rest as
  // written (it will be created).
  SmallString<256> Abs(absolutePath(Path));
  StringRef Name = sys::path::filename(Abs);
  SmallString<256> Dir(sys::path::parent_path(Abs));
  SmallVector<std::string, 4> Missing;
  SmallString<256> Real;
  while (sys::fs::real_path(Dir, Real)) {
    StringRef Parent = sys::path::parent_path(Dir);
    if (Parent.empty() || Parent == Dir)
      return std::string(Abs);
    Missing.push_back(sys::path::filename(Dir).str());
    Dir.truncate(Parent.size()); // the parent is a prefix of Dir
  }
  for (const std::string &M : llvm::reverse(Missing))
    sys::path::append(Real, M);
  sys::path::append(Real, Name);
  return std::string(Real);
}

std::string realPath(StringRef Path) {
  SmallString<256> Real;
  if (!sys::fs::real_path(Path, Real))
    return std::string(Real);
  return landingPath(Path);
}

bool isWithin(StringRef Path, StringRef Dir) {
  return Path.starts_with(Dir) &&
         (Dir.ends_with("/") || Path.substr(Dir.size()).starts_with("/"));
}

std::string relativePath(StringRef Path, StringRef Base) {
  SmallVector<StringRef, 16> P(sys::path::begin(Path), sys::path::end(Path)),
      B(sys::path::begin(Base), sys::path::end(Base));
  size_t Common = 0;
  while (Common < P.size() && Common < B.size() && P[Common] == B[Common])
    ++Common;
  SmallString<256> Out;
  for (size_t I = Common; I < B.size(); ++I)
    sys::path::append(Out, "..");
  for (size_t I = Common; I < P.size(); ++I)
    sys::path::append(Out, P[I]);
  return Out.empty() ? "." : std::string(Out);
}

bool sameFile(StringRef A, StringRef B) {
  bool Same = false;
  return !sys::fs::equivalent(A, B, Same) && Same;
}

WriteMode WriteMode::copyOf(const sys::fs::file_status &Status) {
  WriteMode M;
  M.Permissions = Status.permissions();
  M.Owner = {Status.getUser(), Status.getGroup()};
  return M;
}

Error writeFile(StringRef Path, StringRef Content, const WriteMode &Mode) {
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
  if (Exists && !Mode.Anew)
    if (auto Old = MemoryBuffer::getFile(Path, /*IsText=*/false))
      if ((*Old)->getBuffer() == Content)
        return Error::success();
  // A file nobody may write is one somebody protected (root's writes
  // ignore the mode: the mode decides here).
  if (Exists && !Mode.ReplaceReadOnly &&
      ((Status.permissions() & sys::fs::all_write) == 0 ||
       sys::fs::access(Path, sys::fs::AccessMode::Write)))
    return createStringError(
        std::make_error_code(std::errc::permission_denied),
        "'" + Path + "' is read-only; not replaced (--force replaces it)");
  StringRef Parent = sys::path::parent_path(Path);
  if (!Parent.empty())
    if (std::error_code EC = sys::fs::create_directories(Parent))
      return createStringError(EC, "cannot create '" + Parent +
                                       "': " + EC.message());
  // A temporary file beside the output (removed if a signal ends the run),
  // given its mode and owner, and renamed over it only once every byte is
  // written.
  Expected<sys::fs::TempFile> Temp = sys::fs::TempFile::create(
      Path + ".temp-stream-%%%%%%", sys::fs::all_read | sys::fs::all_write);
  if (!Temp)
    return Failed(errorToErrorCode(Temp.takeError()));
  auto Discard = [&](Error E) {
    consumeError(Temp->discard());
    return E;
  };
  std::optional<sys::fs::perms> Perms = Mode.Permissions;
  std::optional<std::pair<uint32_t, uint32_t>> Owner = Mode.Owner;
  if (Exists) {
    Perms = Perms.value_or(Status.permissions());
    Owner = Owner.value_or(std::pair(Status.getUser(), Status.getGroup()));
  }
  if (Perms)
    if (std::error_code EC = sys::fs::setPermissions(Temp->FD, *Perms))
      return Discard(Failed(EC));
  sys::fs::file_status Made;
  if (Owner && !sys::fs::status(Temp->FD, Made) &&
      (Made.getUser() != Owner->first || Made.getGroup() != Owner->second))
    if (std::error_code EC = sys::fs::changeFileOwnership(
            Temp->FD, Owner->first, Owner->second))
      return Discard(createStringError(
          EC, "cannot give '" + Path + "' its owner " + Twine(Owner->first) +
                  ":" + Twine(Owner->second) + ": " + EC.message()));
  {
    raw_fd_ostream OS(Temp->FD, /*shouldClose=*/false);
    OS << Content;
    if (Error E = Check(OS))
      return Discard(std::move(E));
  }
  if (Error E = Temp->keep(Path))
    return Failed(errorToErrorCode(std::move(E)));
  return Error::success();
}

std::optional<std::string> privateDirectoryProblem(StringRef Dir,
                                                   bool FollowLink) {
  std::string Path = Dir.str();
  struct stat S;
  auto Stat = [&] {
    return FollowLink ? ::stat(Path.c_str(), &S) : ::lstat(Path.c_str(), &S);
  };
  if (Stat() && errno == ENOENT) {
    if (StringRef Parent = sys::path::parent_path(Dir); !Parent.empty())
      sys::fs::create_directories(Parent);
    if (::mkdir(Path.c_str(), 0700) && errno != EEXIST)
      return "cannot create '" + Path + "': " + std::strerror(errno);
  }
  if (Stat())
    return "cannot use '" + Path + "': " + std::strerror(errno);
  if (!S_ISDIR(S.st_mode))
    return "'" + Path + "' is not a directory" +
           (S_ISLNK(S.st_mode) ? " but a link (hipify-cxx follows none here)"
                               : "");
  if (S.st_uid != ::geteuid())
    return "'" + Path + "' belongs to another user (uid " +
           std::to_string(S.st_uid) +
           "), who could change what is read from it; use a directory of "
           "your own";
  if (S.st_mode & (S_IWGRP | S_IWOTH)) {
    char Mode[8];
    std::snprintf(Mode, sizeof(Mode), "%04o", unsigned(S.st_mode & 07777));
    return "'" + Path + "' is writable by others than its owner (mode " + Mode +
           "), who could change what is read from it; make it "
           "private: chmod go-w '" +
           Path + "'";
  }
  return std::nullopt;
}

} // namespace hipify::support
