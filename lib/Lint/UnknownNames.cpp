//===- UnknownNames.cpp - lint: CUDA's spelling, no table's name ----------===//
//
// The translation reports a name spelled as CUDA spells its API that the
// parse found undeclared and no mapping table knows (rule unknown-name): a
// newer CUDA's, or a library's the tables do not cover; it stays as it is
// and the ROCm build fails there. Lint parses nothing, so it cannot ask
// whether a name is declared: a word of the code (every branch, macro
// bodies) spelled as CUDA's API is (mapping::cuda::spelledLikeApi, outside
// device code's __names, which lint cannot tell from the compiler's) that
// no record names is a candidate, and the project's own names are those
// the run's files, or the headers they include with quotes, declare: a
// #define, a struct, class, union, enum, namespace or alias, an
// enumerator, a typedef's name, or a word after a type name before `(`,
// `;`, `=`, `[`, `,`, `)`, `{` or `:`; after `*`, `&` or `>` (a pointer, a
// reference, a template's type, but an expression's operator too) only
// for the file itself. Members (after `.`, `->`, `::`) are not candidates.
// A name whose first word of capitals before an
// underscore is no record's (CUTLASS_DEVICE, a library outside CUDA's
// toolkit) is not CUDA's spelling here. Linter.cpp drops the candidates a
// file of the run declares.
//
//===----------------------------------------------------------------------===//

#include "hipify/Directives/CodeWords.h"
#include "hipify/Lint/Linter.h"
#include "hipify/Mapping/CudaSpellings.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringSwitch.h"

using namespace llvm;

namespace hipify::lint {

namespace {

/// Words after which the next word is a use, not a declaration.
bool statementKeyword(StringRef W) {
  return StringSwitch<bool>(W)
      .Cases({"return", "case", "else", "do", "goto", "throw", "new",
              "delete", "sizeof", "alignof", "decltype", "co_return",
              "co_yield", "co_await", "not", "and", "or", "operator", "if",
              "while", "switch", "for", "typeid", "static_assert", "noexcept",
              "const", "volatile", "static", "extern", "inline", "constexpr",
              "typename", "template", "using"},
             true)
      .Default(false);
}

/// Calls \p F(Begin, Word, Floor) for each word of \p B's code and of its
/// #define bodies (after the macro's name); Floor: where the word's text
/// begins (after the directive before it, or the macro's name).
void forEachWord(StringRef B, ArrayRef<pp::Directive> Directives,
                 function_ref<void(size_t, StringRef, size_t)> F) {
  pp::forEachCodeWord(B, Directives, [&](size_t I, StringRef W) {
    auto After = llvm::partition_point(
        Directives, [&](const pp::Directive &D) { return D.End <= I; });
    F(I, W, After == Directives.begin() ? 0 : std::prev(After)->End);
  });
  for (const pp::Directive &D : Directives) {
    if (D.Name != "define")
      continue;
    StringRef Operand = B.slice(D.OperandBegin, D.OperandEnd);
    size_t Body = Operand.find_if_not([](char C) {
      return isAlnum(C) || C == '_';
    });
    if (Body < Operand.size() && Operand[Body] == '(')
      Body = Operand.find(')', Body);
    if (Body >= Operand.size())
      continue;
    size_t Base = D.OperandBegin + Body + 1;
    pp::forEachCodeWord(Operand.drop_front(Body + 1), {},
                        [&](size_t I, StringRef W) { F(Base + I, W, Base); });
  }
}

/// The token of \p B before \p I and after \p Floor, blanks skipped: a
/// word, `->`, `::`, or one character.
StringRef tokenBefore(StringRef B, size_t I, size_t Floor) {
  StringRef Before = B.slice(Floor, I);
  // Blanks and comments skipped: a /* */ before, or a // on a line before
  // (looked for in the last 4 KiB of that line: a longer one is generated
  // code, whose comments are not worth a quadratic scan).
  for (bool More = true; More;) {
    Before = Before.rtrim(" \t\r\n\\");
    More = false;
    size_t Tail = Before.size() - std::min<size_t>(Before.size(), 4096);
    size_t Line = Before.drop_front(Tail).find_last_of("\r\n");
    Line = Line == StringRef::npos ? Tail : Tail + Line + 1;
    if (Before.ends_with("*/")) {
      size_t Open = Before.rfind("/*");
      Before = Before.take_front(Open == StringRef::npos ? 0 : Open);
      More = true;
    } else if (size_t Comment = Before.find("//", Line);
               Comment != StringRef::npos) {
      Before = Before.take_front(Comment);
      More = true;
    }
  }
  if (Before.empty())
    return "";
  for (StringRef Two : {"->", "::"})
    if (Before.ends_with(Two))
      return Before.take_back(2);
  char Last = Before.back();
  if (!isAlnum(Last) && Last != '_')
    return Before.take_back(1);
  size_t Start = Before.find_last_not_of(
      "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_");
  return Before.drop_front(Start == StringRef::npos ? 0 : Start + 1);
}

/// Whether \p I of \p B lies in the braces of an enum: the nearest
/// unclosed `{` before it, within 64 KiB (directives between, as an
/// enumerator list's #if, included), follows the word `enum` in its
/// statement.
bool inEnumBody(StringRef B, size_t I) {
  size_t Stop = I > (64u << 10) ? I - (64u << 10) : 0;
  for (size_t J = I, Depth = 0; J-- > Stop;) {
    if (B[J] == '}')
      ++Depth;
    else if (B[J] == '{' && Depth)
      --Depth;
    else if (B[J] == '{') {
      StringRef Head = B.slice(Stop, J);
      Head = Head.drop_front(Head.find_last_of(";{}") + 1);
      bool Enum = false;
      pp::forEachCodeWord(Head, {}, [&](size_t, StringRef W) {
        Enum |= W == "enum";
      });
      return Enum;
    }
  }
  return false;
}

} // namespace

NameScan scanNames(StringRef B, ArrayRef<pp::Directive> Directives,
                   const CudaNames &Known) {
  NameScan Out;
  // Only names spelled as CUDA's API is matter: the others are never
  // candidates.
  auto Spelled = [](StringRef W) {
    return mapping::cuda::spelledLikeApi(W, /*InDevice=*/false);
  };
  for (const pp::Directive &D : Directives)
    if (StringRef Name = B.slice(D.OperandBegin, D.OperandEnd)
                             .take_while([](char C) {
                               return isAlnum(C) || C == '_';
                             });
        D.Name == "define" && Spelled(Name))
      Out.Declared.insert(Name);
  // Declared only where the word before a name is `*`, `&` or `>`, which an
  // expression writes too (a & cudaX): this file's, not the run's.
  StringSet<> Local;
  forEachWord(B, Directives, [&](size_t I, StringRef W, size_t Floor) {
    if (!Spelled(W) || Known.Table->lookup(W) || Known.Macros.contains(W))
      return;
    // CUTLASS_DEVICE, CUB_...: a capitals word CUDA's records never begin
    // with.
    if (StringRef Head = W.take_until([](char C) { return C == '_'; });
        Head.size() < W.size() && all_of(Head, [](char C) {
          return isUpper(C) || isDigit(C);
        }) && !Known.CapitalWords.contains(Head))
      return;
    StringRef Prev = tokenBefore(B, I, Floor);
    if (is_contained({".", "->", "::"}, Prev))
      return; // a member
    StringRef After = B.substr(I + W.size()).ltrim(" \t\r\n\\");
    while (After.starts_with("#")) // a directive's line, as an enum's #endif
      After = After.drop_front(std::min(findLineBreak(After, 0), After.size()))
                  .ltrim(" \t\r\n");
    bool Ends = !After.empty() && StringRef("(;=[,){:").contains(After.front());
    // An enumerator: after `{`, `,` or a directive, before `=`, `,` or `}`,
    // in an enum.
    bool Enumerator = (Prev.empty() || Prev == "{" || Prev == ",") &&
                      !After.empty() &&
                      (StringRef(",}").contains(After.front()) ||
                       (After.starts_with("=") && !After.starts_with("=="))) &&
                      inEnumBody(B, I);
    // A typedef's name after the struct's braces: `} NAME;`.
    bool Typedef = Prev == "}" && !After.empty() &&
                   StringRef(";,").contains(After.front());
    bool AfterTypeName = !Prev.empty() && (isAlpha(Prev[0]) || Prev[0] == '_') &&
                         !statementKeyword(Prev);
    if (is_contained({"struct", "class", "union", "enum", "namespace"}, Prev) ||
        Typedef || (Prev == "using" && After.starts_with("=")) || Enumerator ||
        (AfterTypeName && Ends))
      Out.Declared.insert(W);
    else if (StringRef("*&>").contains(Prev) && Prev.size() == 1 && Ends)
      Local.insert(W);
    Out.Unknown.emplace_back(I, W.str());
  });
  llvm::erase_if(Out.Unknown, [&](const std::pair<unsigned, std::string> &U) {
    return Local.contains(U.second);
  });
  return Out;
}

CudaNames cudaNames(const mapping::MappingTable &Table) {
  CudaNames Out;
  Out.Table = &Table;
  for (const mapping::GuardMacro &G : Table.guardMacros())
    Out.Macros.insert(G.Macro);
  for (const mapping::ApiRecord *R : Table.records()) {
    StringRef Head = R->Cuda.take_until([](char C) { return C == '_'; });
    if (Head.size() < R->Cuda.size() && !Head.empty() &&
        all_of(Head, [](char C) { return isUpper(C) || isDigit(C); }))
      Out.CapitalWords.insert(Head);
  }
  return Out;
}

} // namespace hipify::lint
