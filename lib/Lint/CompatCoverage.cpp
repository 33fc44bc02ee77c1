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
// (after '.', '->' or '::'), but for the fields of CUDA structs that HIP's
// struct names otherwise or lacks at the directory's HIP (a header cannot
// rename a field). A project's own operator on CUDA's vector types
// (`operator+=(float3 &a, float3 b)`) that HIP's vector types declare too is
// reported at its definition: every use is ambiguous on ROCm. Lint reads
// tokens, not types: an access is reported by its field's name, whatever
// struct it is of (hipify-cxx compat's report, from the AST, is exact).
//
//===----------------------------------------------------------------------===//

#include "hipify/Directives/CodeWords.h"
#include "hipify/Compat/CompatLayer.h"
#include "hipify/Lint/Linter.h"
#include "hipify/Mapping/HipSpellings.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Regex.h"

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
  // The HIP the directory is for: its stamp says.
  mapping::Targets T;
  T.Cuda = Table.newestCuda();
  std::optional<VersionTuple> Hip = compat::targetHip(Dir);
  if (!Hip)
    return createStringError(inconvertibleErrorCode(),
                             "--compat '%s': no %s there names the HIP "
                             "version it is for (an earlier hipify-cxx wrote "
                             "it): write it again with hipify-cxx compat --out",
                             Dir.str().c_str(), compat::Stamp.data());
  T.Hip = *Hip;
  for (const mapping::ApiRecord *R : Table.records()) {
    if (R->K != mapping::Kind::Member || !R->ReadAs.empty())
      continue; // a field HIP holds as another type still compiles
    auto [Struct, Field] = StringRef(R->Cuda).split('.');
    mapping::Decision D = Table.decide(*R, T);
    if (!D.Rename)
      C.Fields[Field] = ("HIP " + T.Hip.getAsString() + "'s twin of " +
                         Struct + " has no such field")
                            .str();
    else if (D.To != Field)
      C.Fields[Field] =
          ("HIP's twin of " + Struct + " names it '" + D.To + "'").str();
  }
  for (const mapping::VectorOperator &Op : mapping::VectorNonTemplateOperators)
    if (T.Hip >= VersionTuple(Op.Major, Op.Minor))
      C.VectorOperators.insert(Op.Spelling);
  return C;
}

namespace {

/// Whether \p Type (a parameter, its name included) is of one of CUDA's
/// vector types, by name (float3, uchar4, ulonglong2...).
bool vectorParameter(StringRef Type) {
  static const Regex Vector(
      "(^|[^A-Za-z0-9_])(u?(char|short|int|long|longlong)|float|double)[1-4]"
      "($|[^A-Za-z0-9_])");
  return Vector.match(Type);
}

/// Whether \p B at \p I (after the word `operator`) names one of
/// \p Operators, with parameters of CUDA's vector types as HIP's declares
/// it (one for ++ and --, two otherwise).
bool vectorOperator(StringRef B, size_t I, const StringSet<> &Operators) {
  StringRef Rest = B.substr(I).ltrim();
  StringRef Spelling = Rest.take_while([](char C) {
    return StringRef("+-*/%=&|^<>!").contains(C);
  });
  if (!Operators.contains(Spelling))
    return false;
  Rest = Rest.drop_front(Spelling.size()).ltrim();
  if (!Rest.consume_front("("))
    return false;
  SmallVector<StringRef, 2> Params;
  Rest.take_until([](char C) { return C == ')'; }).split(Params, ',');
  bool Unary = Spelling == "++" || Spelling == "--";
  return Params.size() == (Unary ? 1u : 2u) &&
         all_of(Params, [](StringRef P) { return vectorParameter(P); });
}

} // namespace

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
  pp::forEachCodeWord(B, Directives, [&](size_t I, StringRef Word) {
    size_t E = I + Word.size();
    StringRef Before = B.take_front(I).rtrim(" \t");
    bool Member = Before.ends_with(".") || Before.ends_with("->") ||
                  Before.ends_with("::");
    bool Literal = I > 0 && (isAlnum(B[I - 1]) || B[I - 1] == '_');
    bool Field = Before.ends_with(".") || Before.ends_with("->");
    if (Field && !Literal && C.Fields.count(Word))
      Out.push_back({unsigned(I),
                     ("'" + Word +
                      "' is a field of a CUDA struct that no "
                      "compat header can rename: " +
                      C.Fields.lookup(Word) + ", so the ROCm build fails here")
                         .str()});
    if (!Member && !Literal && Word == "operator" &&
        vectorOperator(B, E, C.VectorOperators))
      Out.push_back({unsigned(I),
                     "a project's own operator on CUDA's vector types, "
                     "which HIP's vector types declare too: every use "
                     "is ambiguous on ROCm; guard it for CUDA only "
                     "(hipify-cxx translates it so)"});
    if (!Member && !Literal && C.CudaNames.contains(Word) &&
        !C.Provided.contains(Word))
      Out.push_back(
          {unsigned(I), ("'" + Word +
                         "' is a CUDA name the compat directory does not "
                         "define: the ROCm build fails here (hipify-cxx "
                         "compat's report says why)")
                            .str()});
  });
  std::sort(Out.begin(), Out.end());
  return Out;
}

} // namespace hipify::lint
