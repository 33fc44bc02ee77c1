//===- Helpers.cpp - the helper headers the binary carries ----------------===//
//
// The headers of helpers/ are compiled in as text (cmake/EmbedHelpers.cmake)
// and written, with a first line that marks them as hipify-cxx's, into the
// outputs whose translations include them.
//
//===----------------------------------------------------------------------===//

#include "hipify/Mapping/Helpers.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

#include <array>

using namespace llvm;

namespace hipify::mapping {

namespace {

struct Embedded {
  const char *Name, *Text;
};
constexpr Embedded Sources[] = {
#include "HelperTexts.inc"
};

constexpr Helper All[] = {
#define HIPIFY_HELPER(Id, Name, Summary, Extent) Helper::Id,
#include "hipify/Mapping/Helpers.def"
};

// The first line of every header a run writes: what lets a later run
// replace it (isHelperText) and a reader know not to edit it.
constexpr StringRef Marker =
    "// Written by hipify-cxx: a helper for what HIP lacks "
    "(docs/helpers.md). Do not edit; a later run rewrites it.\n";

/// How far family \p H stands in for what it supplies.
StringRef extent(Helper H) {
  switch (H) {
#define HIPIFY_HELPER(Id, Name, Summary, Extent)                               \
  case Helper::Id:                                                             \
    return Extent;
#include "hipify/Mapping/Helpers.def"
  }
  llvm_unreachable("unknown helper family");
}

} // namespace

StringRef helperName(Helper H) {
  switch (H) {
#define HIPIFY_HELPER(Id, Name, Summary, Extent)                               \
  case Helper::Id:                                                             \
    return Name;
#include "hipify/Mapping/Helpers.def"
  }
  llvm_unreachable("unknown helper family");
}

StringRef helperSummary(Helper H) {
  switch (H) {
#define HIPIFY_HELPER(Id, Name, Summary, Extent)                               \
  case Helper::Id:                                                             \
    return Summary;
#include "hipify/Mapping/Helpers.def"
  }
  llvm_unreachable("unknown helper family");
}

std::string helperFile(Helper H) {
  return "hipify_" + helperName(H).str() + ".h";
}

std::optional<Helper> helperOfFile(StringRef FileName) {
  StringRef Name = FileName;
  if (!Name.consume_front("hipify_") || !Name.consume_back(".h"))
    return std::nullopt;
  return helperNamed(Name);
}

std::string helperNote(StringRef What, Helper H, StringRef Name) {
  std::string Which =
      Name.empty() ? "the helper header " + helperFile(H)
                   : ("the helper '" + Name + "' of ").str() + helperFile(H);
  return (What + "; " + Which + " stands in for it " + extent(H)).str();
}

StringRef helperText(Helper H) {
  // Built once, thread-safe: the marker, then the header as written.
  static const auto Texts = [] {
    std::array<std::string, std::size(All)> T;
    for (Helper F : All) {
      const Embedded *E = find_if(
          Sources, [&](const Embedded &S) { return helperName(F) == S.Name; });
      if (E == std::end(Sources))
        report_fatal_error("helper family without a header in helpers/");
      T[static_cast<unsigned>(F)] = Marker.str() + E->Text;
    }
    return T;
  }();
  return Texts[static_cast<unsigned>(H)];
}

bool isHelperText(StringRef Text) { return Text.starts_with(Marker); }

bool isWrittenHelper(StringRef Path) {
  StringRef Name = sys::path::filename(Path);
  if (none_of(All, [&](Helper H) { return helperFile(H) == Name; }))
    return false;
  auto Buf = MemoryBuffer::getFile(Path);
  return Buf && isHelperText((*Buf)->getBuffer());
}

} // namespace hipify::mapping
