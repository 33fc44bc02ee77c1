//===- LexicalFuzzer.cpp - fuzz the token-level translation ---------------===//
//
// libFuzzer target: any text as a CUDA source file, through everything a
// translation does without clang (what the driver does for a file too deeply
// nested to parse): the guard claims, the lexical pass, the guard rewrites,
// the rewrite engine and the file report. Each input runs twice, with the
// default options and with --translate-strings, --skip-excluded and an older
// HIP target (the middle third of the input taken as an inactive branch).
//
// Inputs with NUL bytes are rejected, as the driver refuses them (binary
// files). Beyond the sanitizers, the target checks that the applied edits
// lie inside the buffer, in order, and that no edit means no change.
//
//===----------------------------------------------------------------------===//

#include "hipify/Lexical/LexicalPass.h"
#include "hipify/Rules/GuardRewriter.h"

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
               const rules::TranslateOptions &Opts, rules::GuardPolicy Policy) {
  rules::FileContext Ctx(Buffer, Table, Opts);
  if (Opts.SkipExcluded)
    Ctx.Skipped.push_back({unsigned(Buffer.size() / 3),
                           unsigned(Buffer.size() * 2 / 3)});
  rules::GuardRewriter Guards(Ctx, Policy, "USE_ROCM");
  Guards.claim();
  lexical::runLexicalPass(Ctx);
  Guards.rewrite();
  rewrite::RewriteResult R = Ctx.Engine.apply(Buffer);

  unsigned End = 0;
  for (const rewrite::Edit &E : R.Applied) {
    check(E.Offset + uint64_t(E.Length) <= Buffer.size(),
          "an applied edit lies outside the buffer");
    check(E.Offset >= End, "applied edits overlap or are out of order");
    End = E.Offset + E.Length;
  }
  check(!R.Applied.empty() || R.Output == Buffer,
        "the output differs from the input, but no edit was applied");

  report::FileReport Report;
  Report.File = "fuzz.cu";
  Report.Applied = std::move(R.Applied);
  Report.Diagnostics = std::move(Ctx.Diagnostics);
  Report.finish(Buffer);
  for (const report::Diagnostic &D : Report.Diagnostics)
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

  rules::TranslateOptions Defaults;
  Defaults.Targets.Hip = llvm::VersionTuple(7, 0);
  Defaults.Targets.Cuda = llvm::VersionTuple(13, 0);
  translate(Buffer, *Table, Defaults, rules::GuardPolicy::Auto);

  rules::TranslateOptions Other = Defaults;
  Other.Targets.Hip = llvm::VersionTuple(5, 2);
  Other.Targets.Cuda = llvm::VersionTuple(11, 8);
  Other.TranslateStrings = true;
  Other.SkipExcluded = true;
  translate(Buffer, *Table, Other, rules::GuardPolicy::Exclude);
  return 0;
}
