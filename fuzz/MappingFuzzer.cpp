//===- MappingFuzzer.cpp - fuzz the YAML mapping-file loader --------------===//
//
// libFuzzer target for lib/Mapping/MappingLoader: the input is read as a user
// mapping file (--mappings), as a built-in API table, as the header table
// and as the guard table. Whatever the bytes, each either loads or fails
// with a message naming the file (yaml-cpp's exceptions must not escape).
// Every version string the input holds is also given to parseVersion.
//
//===----------------------------------------------------------------------===//

#include "hipify/Mapping/MappingLoader.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Allocator.h"
#include "llvm/Support/Error.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>

using namespace hipify::mapping;

namespace {

void check(bool Ok, const char *What) {
  if (!Ok) {
    std::fprintf(stderr, "mapping fuzzer: %s\n", What);
    std::abort();
  }
}

/// A failure must name the file (Path:line:col: message).
template <typename T> void expectLocated(llvm::Expected<T> R) {
  if (R)
    return;
  std::string Msg = llvm::toString(R.takeError());
  check(llvm::StringRef(Msg).starts_with("fuzz.yaml:"),
        "an error does not name the file");
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  llvm::StringRef Text(reinterpret_cast<const char *>(Data), Size);
  llvm::BumpPtrAllocator Alloc;
  llvm::StringSaver Saver(Alloc);
  expectLocated(parseApiFile("fuzz.yaml", Text, Saver, /*AllowDisable=*/true));
  expectLocated(parseApiFile("fuzz.yaml", Text, Saver, /*AllowDisable=*/false));
  expectLocated(parseHeaderFile("fuzz.yaml", Text, Saver));
  expectLocated(parseGuardFile("fuzz.yaml", Text, Saver));
  for (llvm::StringRef Line : llvm::split(Text, '\n'))
    if (auto V = parseVersion(Line.trim()))
      check(V->getMajor() <= 999999, "a version beyond six digits");
  return 0;
}
