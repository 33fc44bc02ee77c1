//===- CompatCoverage.cpp - lint --compat: what the directory leaves out --===//
//
// A tree built for ROCm through a compat directory (hipify-cxx compat,
// docs/single-source.md) needs of it every CUDA name the tables have that
// HIP spells otherwise or lacks, and a header for every CUDA header it
// includes. lint reads what the directory defines (#define lines, adapters
// included) and which headers it holds, and reports each use of a name or
// header it does not provide: where the unchanged source will not build
// for ROCm. Comments, string and character literals and the directives'
// own lines (the guard checks' business) are not code; nor are members
// (after '.', '->' or '::').
//
//===----------------------------------------------------------------------===//

#include "hipify/Compat/CompatLayer.h"
#include "hipify/Lint/Linter.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

using namespace llvm;

namespace hipify::lint {

Expected<CompatCoverage> readCompat(StringRef Dir,
                                    const mapping::MappingTable &Table) {
  CompatCoverage C;
  SmallString<256> Main(Dir);
  sys::path::append(Main, compat::MainHeader);
  if (!sys::fs::exists(Main))
    return createStringError(inconvertibleErrorCode(),
                             "--compat '%s' holds no %s: write it with "
                             "hipify-cxx compat --out",
                             Dir.str().c_str(), compat::MainHeader.data());
  std::error_code EC;
  for (sys::fs::recursive_directory_iterator It(Dir, EC), End; It != End && !EC;
       It.increment(EC)) {
    if (It->type() != sys::fs::file_type::regular_file)
      continue;
    std::string Rel = It->path().substr(Dir.size() + 1);
    std::replace(Rel.begin(), Rel.end(), '\\', '/');
    if (Rel != compat::MainHeader && Rel != compat::MacrosHeader)
      C.Headers.insert(Rel);
    auto Buf = MemoryBuffer::getFile(It->path());
    if (!Buf)
      return createStringError(Buf.getError(), "cannot read '%s'",
                               It->path().c_str());
    SmallVector<StringRef, 0> Lines;
    (*Buf)->getBuffer().split(Lines, '\n');
    // #define NAME (adapters too), and namespace NAME = (aliases, in the
    // headers of their libraries).
    for (StringRef L : Lines)
      if (L.consume_front("#define ") || L.consume_front("namespace "))
        C.Provided.insert(
            L.take_while([](char Ch) { return isAlnum(Ch) || Ch == '_'; }));
  }
  if (EC)
    return createStringError(EC, "cannot read '%s'", Dir.str().c_str());
  for (const mapping::ApiRecord *R : Table.records())
    if (R->K != mapping::Kind::Member && !mapping::isTorch(*R) &&
        !R->Cuda.contains("::") && R->Hip != R->Cuda)
      C.CudaNames.insert(R->Cuda);
  for (const mapping::HeaderRecord &H : Table.headers())
    if (H.Hip != H.Cuda)
      C.CudaHeaders.insert(H.Cuda);
  return C;
}

std::vector<std::pair<unsigned, std::string>>
uncovered(StringRef B, ArrayRef<pp::Directive> Directives,
          const CompatCoverage &C) {
  std::vector<std::pair<unsigned, std::string>> Out;
  for (const pp::Directive &D : Directives)
    if (auto Op = pp::includeOperand(B, D);
        Op && C.CudaHeaders.contains(Op->Spelled) &&
        !C.Headers.contains(Op->Spelled))
      Out.push_back(
          {D.OperandBegin, ("'" + Op->Spelled +
                            "' is a CUDA header the compat directory has no "
                            "header for: the ROCm build does not find it")
                               .str()});
  size_t Next = 0; // the next directive
  for (size_t I = 0; I < B.size();) {
    while (Next < Directives.size() && Directives[Next].End <= I)
      ++Next;
    if (Next < Directives.size() && I >= Directives[Next].Hash) {
      I = Directives[Next].End; // the directive's own text
      continue;
    }
    char Ch = B[I];
    if (B.substr(I).starts_with("//")) {
      I = std::min(B.find('\n', I), B.size());
    } else if (B.substr(I).starts_with("/*")) {
      size_t E = B.find("*/", I + 2);
      I = E == StringRef::npos ? B.size() : E + 2;
    } else if (Ch == '"' || Ch == '\'') {
      for (++I; I < B.size() && B[I] != Ch && B[I] != '\n'; ++I)
        if (B[I] == '\\')
          ++I;
      ++I;
    } else if (isAlpha(Ch) || Ch == '_') {
      size_t E = I;
      while (E < B.size() && (isAlnum(B[E]) || B[E] == '_'))
        ++E;
      StringRef Word = B.slice(I, E);
      StringRef Before = B.take_front(I).rtrim(" \t");
      bool Member = Before.ends_with(".") || Before.ends_with("->") ||
                    Before.ends_with("::");
      bool Literal = I > 0 && (isAlnum(B[I - 1]) || B[I - 1] == '_');
      if (!Member && !Literal && C.CudaNames.contains(Word) &&
          !C.Provided.contains(Word))
        Out.push_back(
            {unsigned(I), ("'" + Word +
                           "' is a CUDA name the compat directory does not "
                           "define: the ROCm build fails here (hipify-cxx "
                           "compat's report says why)")
                              .str()});
      I = E;
    } else {
      ++I;
    }
  }
  std::sort(Out.begin(), Out.end());
  return Out;
}

} // namespace hipify::lint
