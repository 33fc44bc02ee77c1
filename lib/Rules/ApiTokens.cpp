//===- ApiTokens.cpp - rename CUDA names the AST never saw ----------------===//
//
// The api-rename rule's token-level half (lexical::TokenHooks): the AST
// sees only the active preprocessor branch, macros that are expanded, and
// code that parses; the token-level stage hands this half every identifier
// of the whole file, every branch.
//
// An identifier is renamed when it is in the mapping table, was not claimed by
// the AST (the parser knew better: a project's own declaration, a member, a
// name it already renamed), and is not a member access (after '.' or '->').
// Its edits are tagged tier=lexical. String literals are left alone unless
// --translate-strings (producer string-rename); comments always are; so are
// the texts of #error, #warning and #pragma lines (the stage hands none).
//
// A macro name that a directive tests or defines (#ifdef X, defined(X),
// #define X) is renamed to its HIP twin, never deleted: a CUDA macro that HIP
// does without (a calling convention such as CUSPARSEAPI) is dropped from
// code, but `#ifdef CUSPARSEAPI` must keep its name. There the name is left
// as it is (not defined on ROCm), and a note says so.
//
// PyTorch's names are spelled with their namespace (`at::cuda::CUDAGuard`
// is `at::hip::HIPGuardMasqueradingAsCUDA`, but `at::cuda::ATenCeilDiv`
// stays): a chain of names joined by `::` is matched leftmost-longest against
// the tables' qualified names (`cuda::CUDAGuard`, `c10::cuda`), as PyTorch's
// own hipify does, and only in a PyTorch extension's file (the torch tables:
// FileFacts::Torch). The AST leaves these names to this half.
//
// A name the file declares itself (`hipError_t cudaError = ...`, a local
// named like a CUDA type: a name after a type name, before what ends a
// declarator) is the project's wherever it appears in the file: a first look
// over the tokens (at the rule's start()) collects them, and none of their
// uses is renamed, so that a name is renamed everywhere or nowhere (and a
// translation translated again stays as it is, even where its HIP names do
// not parse as CUDA).
//
// A call renamed here is handed on to the rules that join the stage
// (hip-symbol wraps its symbol, warp-size widens its mask).
//
// Limits: beyond that, it cannot tell a CUDA name from a project's
// same-named identifier in code the parser never saw.
//
//===----------------------------------------------------------------------===//

#include "ApiTokens.h"

#include "hipify/Mapping/Helpers.h"
#include "hipify/Rules/Rule.h"
#include "hipify/Support/Words.h"

#include "clang/Basic/CharInfo.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/Regex.h"

using namespace clang;
using namespace llvm;
using hipify::lexical::MacroUse;

namespace hipify::rules {

bool deadCase(core::FileContext &Ctx, unsigned Begin, unsigned NameOffset,
              unsigned End, StringRef Name, const mapping::ApiRecord *R,
              rewrite::Tier From) {
  if (R && Ctx.Table.decide(*R, Ctx.Opts.Targets).Rename)
    return false;
  StringRef Label = Ctx.Buffer.slice(Begin, End);
  if (Label.contains("*/") || Label.contains('\n') ||
      !Ctx.Buffer.substr(NameOffset).starts_with(Name))
    return false;
  rewrite::Edit E;
  E.Offset = Begin;
  E.Length = Label.size();
  E.Text = rewrite::commentedOut(Label);
  if (R)
    E.From = {rewrite::Producer::ApiRename, R->Cuda, From, R->Category,
              R->Library};
  else
    E.From = {rewrite::Producer::ApiRename, "", From, "", ""};
  Ctx.edit(std::move(E));
  Ctx.claim(NameOffset);
  Ctx.diagnose(NameOffset, core::Severity::Warning,
               "'" + Name.str() +
                   "' has no HIP equivalent at the target: a HIP call never "
                   "yields it, so its case label is commented out",
               Tag::DeadCase, R)
      .Name = Name.str();
  return true;
}

ApiTokens::ApiTokens(core::FileContext &Ctx)
    : Ctx(Ctx), Buffer(Ctx.ParseText) {}

void ApiTokens::collectDeclared() {
  Lexer L(SourceLocation(), lexical::cudaLanguage(), Buffer.begin(),
          Buffer.begin(), Buffer.end());
  Token Tok;
  StringRef Before;
  for (L.LexFromRawLexer(Tok); Tok.isNot(tok::eof); L.LexFromRawLexer(Tok)) {
    bool Name = Tok.is(tok::raw_identifier);
    if (Name && declaredName(L.getBufferLocation() - Buffer.begin(), Before) &&
        Ctx.Table.lookup(Tok.getRawIdentifier()))
      Declared.insert(Tok.getRawIdentifier());
    Before = Name ? Tok.getRawIdentifier() : StringRef();
  }
}

void ApiTokens::identifier(const lexical::Identifier &Id, RenamedCall Renamed) {
  if (Id.Offset >= ChainEnd)
    qualifiedNames(Id.Offset);
  if (Inside.contains(Id.Offset))
    return; // part of a qualified name matched before it
  if (Ctx.Facts.Torch && Id.Name == "using")
    usingCudaNamespace(Id.Offset);
  auto Q = Qualified.find(Id.Offset);
  name(Id, Q != Qualified.end() ? Q->second : Id.Name, Renamed);
}

/// Whether the tables' record \p R applies to this file: PyTorch's only in
/// a PyTorch extension's.
bool ApiTokens::applies(const mapping::ApiRecord &R) const {
  return Ctx.Facts.Torch || !mapping::isTorch(R);
}

/// `using namespace at::cuda;` in a PyTorch extension's file: the names
/// it brings that PyTorch for ROCm renames live in at::hip there, and an
/// unqualified call of one (renamed by its own name) needs that namespace
/// too; most of at::cuda stays, so the line is kept and reported.
void ApiTokens::usingCudaNamespace(unsigned Offset) {
  static const Regex Using("^using[ \t]+namespace[ \t]+(::)?at::cuda[ \t]*;");
  if (Using.match(Buffer.substr(Offset, 64)))
    Ctx.diagnose(Offset, core::Severity::Warning,
                 "'using namespace at::cuda' brings PyTorch's CUDA names, "
                 "which PyTorch for ROCm has in at::hip "
                 "(getCurrentHIPStreamMasqueradingAsCUDA, ...): the calls "
                 "renamed here need 'using namespace at::hip;' too",
                 Tag::Manual);
}

/// The chain of names joined by `::` (nothing between) that starts at
/// \p Offset, matched leftmost-longest against the tables' qualified
/// names: Qualified gets each match at its first name, Inside the names
/// after it.
void ApiTokens::qualifiedNames(unsigned Offset) {
  SmallVector<std::pair<unsigned, unsigned>, 4> Parts; // [begin, end)
  for (unsigned P = Offset;;) {
    unsigned E = P;
    while (E < Buffer.size() && isAsciiIdentifierContinue(Buffer[E]))
      ++E;
    Parts.push_back({P, E});
    if (!Buffer.substr(E).starts_with("::") || E + 2 >= Buffer.size() ||
        !isAsciiIdentifierStart(Buffer[E + 2]))
      break;
    P = E + 2;
  }
  ChainEnd = Parts.back().second;
  // at::cuda::X that no table renames: PyTorch for ROCm keeps it (noted).
  auto Part = [&](size_t I) {
    return Buffer.slice(Parts[I].first, Parts[I].second);
  };
  bool AtCuda = Ctx.Facts.Torch && Parts.size() > 2 && Part(0) == "at" &&
                Part(1) == "cuda";
  for (size_t I = 0; I + 1 < Parts.size();) {
    size_t Last = I;
    for (size_t J = Parts.size() - 1; J > I && Last == I; --J) {
      const mapping::ApiRecord *R =
          Ctx.Table.lookup(Buffer.slice(Parts[I].first, Parts[J].second));
      if (R && applies(*R))
        Last = J;
    }
    if (Last > I) {
      Qualified[Parts[I].first] =
          Buffer.slice(Parts[I].first, Parts[Last].second);
      for (size_t K = I + 1; K <= Last; ++K)
        Inside.insert(Parts[K].first);
      AtCuda = false;
    }
    I = Last + 1;
  }
  if (AtCuda && !Ctx.Table.lookup(Part(2)))
    Ctx.diagnose(Offset, core::Severity::Note,
                 "'" + Buffer.slice(Offset, Parts[2].second).str() +
                     "' is kept: PyTorch's hipify tables do not rename "
                     "it, and PyTorch for ROCm has it under this name",
                 Tag::TorchKept)
        .Name = Part(2).str();
}

/// Whether the name that ends at \p End, after \p Before, is one the code
/// declares ("GLuint texture," "int cudaFree;"): a name after a type name
/// or a specifier, before what ends a declarator. Not a reference to CUDA
/// (the AST knows; this is for the code it did not see).
bool ApiTokens::declaredName(unsigned End, StringRef Before) const {
  if (Before.empty())
    return false;
  // After these the name is a type or a value still (a qualifier or a
  // specifier comes before a type: `void f(const cudaStream_t);`).
  if (is_contained({"struct", "class", "enum", "union", "typename", "return",
                    "sizeof", "case", "throw", "new", "delete", "using",
                    "namespace", "goto", "co_return", "co_yield", "const",
                    "volatile", "static", "extern", "inline", "register",
                    "mutable", "constexpr", "virtual", "friend", "unsigned",
                    "signed", "__restrict__", "__device__", "__host__",
                    "__global__", "__shared__", "__constant__", "__managed__",
                    // a directive's macro name
                    "define", "undef", "ifdef", "ifndef", "elifdef", "elifndef",
                    "defined"},
                   Before))
    return false;
  StringRef After = Buffer.substr(End).ltrim(" \t\r\n");
  return !After.empty() && StringRef(",);=[:").contains(After.front()) &&
         !After.starts_with("::");
}

void ApiTokens::name(const lexical::Identifier &Id, StringRef Name,
                     RenamedCall Renamed) {
  unsigned Offset = Id.Offset;
  MacroUse Use = Id.Use;
  if (Id.Member || Ctx.isClaimed(Offset) || Ctx.isProtected(Offset) ||
      mapping::isHelperQualified(Buffer, Offset))
    return;
  bool Skipped = Ctx.isSkipped(Offset);
  if (Skipped && Ctx.Opts.SkipExcluded)
    return;
  const mapping::ApiRecord *R = Ctx.Table.lookup(Name);
  if (!R || !applies(*R) || Buffer.substr(Offset, Name.size()) != Name)
    return; // not a table name (here), or spelled with a line continuation
  if (Ctx.isProjectName(Name) && !mapping::renamesProjectDeclarations(*R))
    return; // the project's own (the AST said so)
  if (Declared.contains(Name))
    return;
  mapping::Decision D = Ctx.Table.decide(*R, Ctx.Opts.Targets);
  // A macro's name in a directive (#define, #undef, #ifdef): the
  // project's macro; a helper's name is no macro's.
  if (Use != MacroUse::None && D.helperQualified())
    return;
  // A name HIP spells alike (OpenGL's GLuint, dim3) is no sign of CUDA:
  // plain C headers use some of them.
  if (!Skipped && !(D.Rename && D.To == Name))
    Ctx.refersToCuda();
  if (Use != MacroUse::None) {
    if (D.Rename && D.To.empty()) { // HIP does without it: keep the name
      if (Use == MacroUse::Tested && !R->HipTest.empty()) {
        // ... unless a test of it is a feature test with a HIP reading
        rewrite::Edit E;
        E.Offset = Offset;
        E.Length = Name.size();
        E.Text = R->HipTest.str();
        E.From = {rewrite::Producer::ApiRename, R->Cuda, rewrite::Tier::Lexical,
                  R->Category, R->Library};
        Ctx.edit(std::move(E));
        return;
      }
      if (Use == MacroUse::Tested)
        Ctx.diagnose(Offset, core::Severity::Note,
                     "'" + Name.str() +
                         "' is a CUDA macro HIP does without; the test "
                         "of it is left as it is (not defined on ROCm)",
                     Tag::MacroTest, R);
      return;
    }
  }
  if (R->K == mapping::Kind::Enum && Id.Before == "case" &&
      deadCase(Offset, Name, *R))
    return;
  rules::reference(Ctx, Offset, Name.size(), *R, rewrite::Tier::Lexical,
                   rewrite::Producer::ApiRename);
  if (D.Rename && !D.To.empty() && Use == MacroUse::None)
    Renamed(Offset + Name.size(), *R, Skipped);
}

/// `case NAME:` (the AST did not see it: an inactive branch, code that
/// failed to parse): rules::deadCase.
bool ApiTokens::deadCase(unsigned Offset, StringRef Name,
                         const mapping::ApiRecord &R) {
  StringRef Before = Buffer.take_front(Offset).rtrim(" \t");
  StringRef After = Buffer.substr(Offset + Name.size());
  size_t Colon = After.find_first_not_of(" \t");
  if (!Before.ends_with("case") || Colon == StringRef::npos ||
      After[Colon] != ':' || After.substr(Colon).starts_with("::"))
    return false;
  return rules::deadCase(Ctx, Before.size() - 4, Offset,
                         Offset + Name.size() + Colon + 1, Name, &R,
                         rewrite::Tier::Lexical);
}

/// --translate-strings: identifier-like words inside a string literal.
void ApiTokens::stringLiteral(unsigned Offset, unsigned Length) {
  if (!Ctx.Opts.TranslateStrings)
    return;
  // Words after the opening quote (not the u8 or L prefix itself).
  forEachWord(Buffer.substr(Offset, Length), [&](size_t At, StringRef Word) {
    if (At > 0)
      if (const mapping::ApiRecord *R = Ctx.Table.lookup(Word))
        rules::reference(Ctx, Offset + At, Word.size(), *R,
                         rewrite::Tier::Lexical,
                         rewrite::Producer::StringRename);
  });
}

} // namespace hipify::rules
