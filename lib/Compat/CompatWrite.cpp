//===- CompatWrite.cpp - the compat directory on disk ---------------------===//
//
// The layer's files are written into DIR, each atomically; a file an
// earlier run wrote (its stamp lists them) and this one no longer makes is
// removed, only if it is still one hipify-cxx generated and reached through
// real directories (no link, no ".."): nothing else in DIR is touched.
// makeRule() and makefile() add the make fragment that makes DIR again.
//
//===----------------------------------------------------------------------===//

#include "CompatText.h"
#include "hipify/Compat/CompatLayer.h"
#include "hipify/Mapping/Helpers.h"
#include "hipify/Support/Files.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"

using namespace llvm;

namespace hipify::compat {

namespace {

/// Whether the file at \p Path is one `hipify-cxx compat` generated: a
/// regular file (not a link to one) that says so.
bool generated(const Twine &Path) {
  sys::fs::file_status Status;
  if (sys::fs::status(Path, Status, /*Follow=*/false) ||
      Status.type() != sys::fs::file_type::regular_file)
    return false;
  auto Buf = MemoryBuffer::getFile(Path);
  return Buf && ((*Buf)->getBuffer().take_front(512).contains(Generated) ||
                 mapping::isHelperText((*Buf)->getBuffer()));
}

} // namespace

void Layer::makeRule(StringRef Dir, ArrayRef<std::string> Command,
                     ArrayRef<std::string> Inputs,
                     ArrayRef<std::string> Watched, StringRef Cwd) {
  // A word of a recipe, quoted for the shell, with make's $ escaped.
  auto Word = [](StringRef W) {
    std::string Out;
    raw_string_ostream OS(Out);
    sys::printArg(OS, W, /*Quote=*/true);
    std::string Escaped;
    for (char C : OS.str())
      Escaped += C == '$' ? std::string("$$") : std::string(1, C);
    return Escaped;
  };
  std::string Text = banner(
      "The compat directory for make: include it in a Makefile, compile the "
      "CUDA sources with $(HIPIFY_COMPAT_FLAGS), and give their objects "
      "$(HIPIFY_COMPAT_STAMP) as an order-only prerequisite (| ...): it is "
      "remade when a source or a header one reads changes, is removed, or "
      "is added to a directory of the tree; the compiler's own depfiles "
      "(-MD) follow the headers' text",
      Targets, "#");
  // Its rule is not the default goal of a Makefile that includes it first.
  Text += "HIPIFY_COMPAT_GOAL := $(.DEFAULT_GOAL)\n";
  Text += "HIPIFY_COMPAT_DIR := " + Dir.str() + "\n";
  Text +=
      "HIPIFY_COMPAT_HEADER := $(HIPIFY_COMPAT_DIR)/" + MainHeader.str() + "\n";
  Text += "HIPIFY_COMPAT_FLAGS := -I$(HIPIFY_COMPAT_DIR) -include "
          "$(HIPIFY_COMPAT_HEADER)\n";
  Text += "HIPIFY_COMPAT_STAMP := $(HIPIFY_COMPAT_DIR)/" + Stamp.str() + "\n";
  Text += "HIPIFY_COMPAT_INPUTS :=";
  for (const std::string &I : Inputs)
    Text += " \\\n  " + I;
  // A source added: found by name (a directory's time changes with every
  // object a build writes there).
  Text += "\nHIPIFY_COMPAT_ADDED := $(wildcard";
  for (const std::string &D : Watched)
    for (StringRef Ext : support::sourceExtensions())
      Text += " \\\n  " + D + "/*" + Ext.str();
  Text += ")\n$(HIPIFY_COMPAT_STAMP): $(HIPIFY_COMPAT_INPUTS) "
          "$(HIPIFY_COMPAT_ADDED)\n\tcd " +
          Word(Cwd) + " &&";
  for (const std::string &W : Command)
    Text += " " + Word(W);
  // An input removed is a change, not an error (as gcc -MP).
  Text += "\n$(HIPIFY_COMPAT_INPUTS):";
  Text += "\n.DEFAULT_GOAL := $(HIPIFY_COMPAT_GOAL)\n";
  std::lock_guard<std::mutex> Lock(Mutex);
  MakeRule = std::move(Text);
}

void Layer::makefile(StringRef Rel, StringRef Source, std::string Text) {
  std::lock_guard<std::mutex> Lock(Mutex);
  Makefiles[Rel.str()] = {Source.str(), std::move(Text)};
}

std::string Layer::summary() const {
  std::lock_guard<std::mutex> Lock(Mutex);
  return (Twine(Names.size() + Macros.size() + Namespaces.size()) +
          " CUDA names, " + Twine(Adapters.size()) + " adapted calls, " +
          Twine(Headers.size()) + " CUDA headers" +
          (Makefiles.empty() ? ""
                             : ", " + Twine(Makefiles.size()) + " Makefiles") +
          ", for HIP " + Targets.Hip.getAsString())
      .str();
}

namespace {

/// The values of \p Dir's stamp's lines that start with \p Key, in order.
std::vector<std::string> stampLines(StringRef Dir, StringRef Key) {
  SmallString<256> Path(Dir);
  sys::path::append(Path, Stamp);
  std::vector<std::string> Values;
  auto Buf = MemoryBuffer::getFile(Path);
  if (!Buf)
    return Values;
  SmallVector<StringRef, 64> Lines;
  (*Buf)->getBuffer().split(Lines, '\n');
  for (StringRef L : Lines)
    if (L.consume_front(Key) && !L.empty())
      Values.push_back(L.str());
  return Values;
}

/// The files \p Dir's stamp says an earlier run wrote there, relative.
std::vector<std::string> writtenBefore(StringRef Dir) {
  return stampLines(Dir, ManifestLine);
}

/// Whether \p Rel names, below \p Dir, a place reached through real
/// directories only (no link, no "..").
bool plainPlace(StringRef Dir, StringRef Rel) {
  SmallString<256> Path(Dir);
  for (auto It = sys::path::begin(Rel), End = sys::path::end(Rel); It != End;
       ++It) {
    if (*It == ".." || *It == "." || sys::path::is_absolute(*It))
      return false;
    sys::path::append(Path, *It);
    sys::fs::file_status Status;
    if (std::next(It) != End &&
        (sys::fs::status(Path, Status, /*Follow=*/false) ||
         Status.type() != sys::fs::file_type::directory_file))
      return Status.type() == sys::fs::file_type::file_not_found;
  }
  return true;
}

} // namespace

std::optional<VersionTuple> targetHip(StringRef Dir) {
  std::vector<std::string> Lines = stampLines(Dir, TargetLine);
  VersionTuple V;
  if (Lines.size() != 1 || V.tryParse(Lines.front()))
    return std::nullopt;
  return V;
}

Error Layer::write(StringRef Dir) const {
  std::map<std::string, std::string> Files = files();
  std::vector<std::string> Before = writtenBefore(Dir);
  for (const auto &[Name, Text] : Files) {
    SmallString<256> Path(Dir);
    sys::path::append(Path, Name);
    if (!plainPlace(Dir, Name))
      return createStringError(
          inconvertibleErrorCode(),
          "'%s' is reached through a link: not written (the compat directory "
          "is hipify-cxx's own)",
          Path.c_str());
    if (sys::fs::exists(Path) && !generated(Path))
      return createStringError(
          inconvertibleErrorCode(),
          "'%s' exists and is not one hipify-cxx compat generated: not "
          "replaced (the compat directory is hipify-cxx's own)",
          Path.c_str());
    if (Name == Stamp) // a new file: the time of this run
      sys::fs::remove(Path);
    if (std::error_code EC =
            sys::fs::create_directories(sys::path::parent_path(Path)))
      return createStringError(EC, "cannot create '%s': %s",
                               sys::path::parent_path(Path).str().c_str(),
                               EC.message().c_str());
    if (Error E = support::writeFile(Path, Text))
      return E;
  }
  // What the earlier run wrote and this one does not: stale. Only those
  // files, where they are still as generated, in the directory itself
  // (through no link).
  for (const std::string &Name : Before) {
    SmallString<256> Path(Dir);
    sys::path::append(Path, Name);
    if (!Files.count(Name) && plainPlace(Dir, Name) && generated(Path))
      sys::fs::remove(Path);
  }
  return Error::success();
}

} // namespace hipify::compat
