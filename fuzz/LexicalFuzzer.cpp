//===- LexicalFuzzer.cpp - fuzz the token-level translation ---------------===//
//
// libFuzzer target: any text as a CUDA source file, through the translation
// pipeline without clang (what it does for a file too deeply nested to
// parse): the rules' start and finish steps (guards, includes), the lexical
// pass, the rewrite engine and the file report. Each input runs twice, with the
// default options and with --translate-strings, --skip-excluded,
// --guard-policy=exclude and an older HIP target.
//
// Inputs with NUL bytes are rejected, as the driver refuses them (binary
// files). Beyond the sanitizers, the target checks that the applied edits
// lie inside the buffer, in order, and that no edit means no change.
//
//===----------------------------------------------------------------------===//

#include "hipify/Rules/Pipeline.h"

#include "llvm/Support/Error.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>

using namespace hipify;

namespace {

void check(bool Ok, const char *What) {
  if (!Ok) {
    std::fprintf(stderr, "lexical fuzzer: %s\n", What);
    std::abort();
  }
}

void translate(llvm::StringRef Buffer, const mapping::MappingTable &Table,
               const core::TranslateOptions &Opts) {
  rules::FileJob Job{"fuzz.cu", nullptr, {}, {}};
  rules::Translation T = rules::translate(Job, Buffer, Table, Opts, nullptr);
  const std::vector<rewrite::Edit> &Applied = T.Report.Applied;

  unsigned End = 0;
  for (const rewrite::Edit &E : Applied) {
    check(E.Offset + uint64_t(E.Length) <= Buffer.size(),
          "an applied edit lies outside the buffer");
    check(E.Offset >= End, "applied edits overlap or are out of order");
    End = E.Offset + E.Length;
  }
  check(!Applied.empty() || T.Output == Buffer,
        "the output differs from the input, but no edit was applied");
  for (const core::Diagnostic &D : T.Report.Diagnostics)
    check(D.Offset <= Buffer.size(), "a diagnostic lies outside the buffer");
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  static const std::unique_ptr<mapping::MappingTable> Table =
      llvm::cantFail(mapping::MappingTable::create());
  // A std::string is null-terminated, as clang's raw lexer wants.
  std::string Buffer(reinterpret_cast<const char *>(Data), Size);
  if (Buffer.find('\0') != std::string::npos)
    return -1; // a binary file: the driver never translates it

  core::TranslateOptions Defaults;
  Defaults.Targets.Hip = llvm::VersionTuple(7, 0);
  Defaults.Targets.Cuda = llvm::VersionTuple(13, 0);
  translate(Buffer, *Table, Defaults);

  core::TranslateOptions Other = Defaults;
  Other.Targets.Hip = llvm::VersionTuple(5, 2);
  Other.Targets.Cuda = llvm::VersionTuple(11, 8);
  Other.TranslateStrings = true;
  Other.SkipExcluded = true;
  Other.Guards = core::GuardPolicy::Exclude;
  translate(Buffer, *Table, Other);
  return 0;
}
