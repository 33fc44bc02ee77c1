//===- GuardsFuzzer.cpp - fuzz the guard scanner, parser and analysis -----===//
//
// libFuzzer target for lib/Guards: the input is parsed as one #if condition
// (parseCondition) and scanned as a file (scanDirectives), whose #if/#elif
// conditions are parsed and whose guards are analysed (analyse, as the
// linter and the translation do) with the built-in guard macros, with each
// fix policy. Checks that directives and fixes lie inside the buffer.
//
//===----------------------------------------------------------------------===//

#include "hipify/Guards/GuardAnalysis.h"
#include "hipify/Mapping/MappingTable.h"

#include "llvm/Support/Error.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <optional>
#include <string>

using namespace hipify;

namespace {

void check(bool Ok, const char *What) {
  if (!Ok) {
    std::fprintf(stderr, "guards fuzzer: %s\n", What);
    std::abort();
  }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  static const std::unique_ptr<mapping::MappingTable> Table =
      llvm::cantFail(mapping::MappingTable::create());
  std::string Text(reinterpret_cast<const char *>(Data), Size);
  llvm::StringRef Buffer = Text;

  std::string Error;
  if (!guards::parseCondition(Buffer, &Error))
    check(!Error.empty(), "a condition failed to parse without a message");

  std::vector<pp::Directive> Directives = pp::scanDirectives(Buffer);
  std::optional<unsigned> PrevEnd;
  for (const pp::Directive &D : Directives) {
    check(D.Hash < Buffer.size() && Buffer[D.Hash] == '#',
          "a directive does not start at a '#'");
    check(!PrevEnd || D.Hash > *PrevEnd, "directives overlap");
    check(D.Hash < D.NameBegin && D.NameBegin <= D.OperandBegin &&
              D.OperandBegin <= D.OperandEnd && D.OperandEnd <= D.End &&
              D.End <= Buffer.size(),
          "a directive's pieces lie outside its line");
    PrevEnd = D.End;
    if (D.Name == "if" || D.Name == "elif")
      guards::parseCondition(Buffer.slice(D.OperandBegin, D.OperandEnd));
  }

  for (guards::Policy P : {guards::Policy::Modern, guards::Policy::Include,
                           guards::Policy::Exclude}) {
    guards::Options Opts;
    Opts.Default = P;
    Opts.Macros = Table->guardMacros();
    for (const guards::Finding &F : guards::analyse(Buffer, Directives, Opts)) {
      check(F.Directive < Directives.size(), "a finding names no directive");
      check(F.Offset <= Buffer.size(), "a finding lies outside the buffer");
      if (F.Suggested)
        check(F.Suggested->Offset + uint64_t(F.Suggested->Length) <=
                  Buffer.size(),
              "a fix lies outside the buffer");
    }
  }
  return 0;
}
