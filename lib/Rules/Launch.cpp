//===- Launch.cpp - a kernel launch as hipLaunchKernelGGL -----------------===//
//
// Only the punctuation between a launch's pieces is replaced, never the
// pieces, so that the renames inside them apply too and the comments between
// them stay:
//
//   k<<<g, b>>>(x, y)  ->  hipLaunchKernelGGL(k, dim3(g), dim3(b), 0, 0, x, y)
//   ^ insert    ^^^ ^^^^^ replace separators; the pieces stay as written
//
// The pieces come from the AST (KernelLaunch.cpp) or, for a launch the AST
// never saw, from the tokens (launchFromTokens).
//
//===----------------------------------------------------------------------===//

#include "hipify/Rules/Launch.h"
#include "hipify/Rules/Rule.h"
#include "hipify/Lexical/LexicalPass.h"
#include "hipify/Mapping/HipSpellings.h"
#include "hipify/Support/Words.h"

#include "clang/Lex/Lexer.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"

using namespace clang;
using llvm::ArrayRef;
using llvm::SmallVector;
using llvm::StringRef;

namespace hipify::rules {

using core::FileContext;

namespace {

/// The length of the line break (or backslash-newline) \p Gap starts with.
size_t lineBreak(StringRef Gap) {
  for (StringRef Break : {"\\\r\n", "\\\n", "\\\r", "\r\n", "\n", "\r"})
    if (Gap.starts_with(Break))
      return Break.size();
  return 0;
}

/// Checks that \p Gap holds exactly the tokens \p Expected, apart from
/// whitespace and comments; returns the comments (each followed by a space or
/// its newline) or nothing when the gap holds anything else.
std::optional<std::string> separator(StringRef Gap,
                                     ArrayRef<StringRef> Expected) {
  std::string Comments;
  while (true) {
    StringRef Blank = Gap.take_front(Gap.find_first_not_of(" \t\f\v"));
    Gap = Gap.drop_front(Blank.size());
    // A line's indentation stays after its break.
    if (!Comments.empty() && Comments.back() == '\n')
      Comments += Blank.str();
    // Line breaks (and a macro body's continuations) stay, byte for byte.
    if (size_t N = lineBreak(Gap)) {
      Comments += Gap.take_front(N).str();
      Gap = Gap.drop_front(N);
    } else if (Gap.starts_with("/*")) {
      size_t End = Gap.find("*/");
      if (End == StringRef::npos)
        return std::nullopt;
      Comments += Gap.take_front(End + 2).str() + " ";
      Gap = Gap.drop_front(End + 2);
    } else if (Gap.starts_with("//")) {
      size_t End = findLineBreak(Gap, 0);
      Comments += Gap.take_front(End).str() + "\n";
      Gap = End == StringRef::npos ? StringRef() : Gap.drop_front(End + 1);
    } else if (!Expected.empty() && Gap.starts_with(Expected.front())) {
      Gap = Gap.drop_front(Expected.front().size());
      Expected = Expected.drop_front();
    } else {
      break;
    }
  }
  if (!Gap.empty() || !Expected.empty())
    return std::nullopt;
  return Comments;
}

/// The kernel before the "<<<" at \p Chevrons: a name, maybe qualified,
/// maybe with template arguments (ns::k<float, 4>).
bool callee(StringRef Buffer, unsigned Chevrons, LaunchShape &Shape) {
  auto IsIdent = [](char C) { return llvm::isAlnum(C) || C == '_'; };
  size_t End = Chevrons;
  while (End > 0 && llvm::isSpace(Buffer[End - 1]))
    --End;
  size_t Pos = End;
  if (Pos > 0 && Buffer[Pos - 1] == '>') {
    int Depth = 0;
    do {
      --Pos;
      if (Buffer[Pos] == '>')
        ++Depth;
      else if (Buffer[Pos] == '<')
        --Depth;
    } while (Pos > 0 && Depth > 0);
    if (Depth != 0)
      return false;
    Shape.WrapName = true;
  }
  while (true) {
    size_t NameEnd = Pos;
    while (Pos > 0 && IsIdent(Buffer[Pos - 1]))
      --Pos;
    if (Pos == NameEnd || llvm::isDigit(Buffer[Pos]))
      return false;
    if (Pos < 2 || Buffer.substr(Pos - 2, 2) != "::")
      break;
    Pos -= 2;
  }
  Shape.CalleeBegin = Pos;
  Shape.CalleeEnd = End;
  return true;
}

} // namespace

std::optional<unsigned> rewriteLaunch(FileContext &Ctx, const LaunchShape &L) {
  StringRef Buffer = Ctx.Buffer;
  size_t N = L.Config.size();
  if (N < 2 || N > 4 || L.CalleeBegin >= L.CalleeEnd)
    return std::nullopt;
  // The gaps: callee..grid, between config pieces, last piece..arguments.
  std::vector<std::pair<unsigned, unsigned>> Gaps;
  Gaps.push_back({L.CalleeEnd, L.Config[0].first});
  for (size_t I = 1; I < N; ++I)
    Gaps.push_back({L.Config[I - 1].second, L.Config[I].first});
  Gaps.push_back({L.Config.back().second, L.ArgsBegin});
  std::vector<std::string> Comments;
  for (size_t I = 0; I < Gaps.size(); ++I) {
    auto [B, E] = Gaps[I];
    if (E < B)
      return std::nullopt;
    SmallVector<StringRef, 4> Expected;
    // Chevrons one by one: nvcc takes them written apart, "<< <".
    if (I == 0)
      Expected = {"<", "<", "<"};
    else if (I < N)
      Expected = {","};
    else
      Expected = {">", ">", ">", "("};
    auto C = separator(Buffer.slice(B, E), Expected);
    if (!C)
      return std::nullopt;
    Comments.push_back(std::move(*C));
  }

  // Grid and block, unless written as dim3(...) already.
  bool Wrap[2];
  for (size_t I = 0; I < 2; ++I) {
    StringRef Piece = Buffer.slice(L.Config[I].first, L.Config[I].second);
    Wrap[I] = !(Piece.consume_front(mapping::hip::Dim3) &&
                Piece.ltrim(" \t").starts_with("("));
  }
  unsigned Group = Ctx.newEditGroup();
  auto Add = [&](unsigned Begin, unsigned End, std::string Text, bool Counted) {
    rewrite::Edit Ed;
    Ed.Offset = Begin;
    Ed.Length = End - Begin;
    Ed.Text = std::move(Text);
    Ed.From = {rewrite::Producer::KernelLaunch, "<<<>>>", L.From,
               rewrite::producerName(rewrite::Producer::KernelLaunch),
               "runtime"};
    Ed.Group = Group;
    Ed.Counted = Counted;
    Ctx.edit(std::move(Ed));
  };
  std::string Open = (mapping::hip::LaunchKernel + "(").str();
  if (L.WrapName)
    Open += (mapping::hip::KernelName + "(").str();
  Add(L.CalleeBegin, L.CalleeBegin, std::move(Open), true);
  // What closes the piece before each gap, and what opens the one after.
  std::string Close = L.WrapName ? ")" : "";
  for (size_t I = 0; I < Gaps.size(); ++I) {
    std::string Text = Close + ", ";
    if (I == N) // defaults for the shared memory size and the stream
      for (size_t J = N; J < 4; ++J)
        Text += "0, ";
    if (I == N && !L.HasArgs)
      Text.resize(Text.size() - 2); // no ", " before the ')'
    std::string Open = I < 2 && Wrap[I] ? (mapping::hip::Dim3 + "(").str() : "";
    // A comment stays next to the piece it precedes; a line break, with
    // its indentation, before it.
    if (StringRef(Comments[I]).contains('\n'))
      Text = (lineBreak(Comments[I]) && Comments[I][0] != '\\'
                  ? StringRef(Text).rtrim(' ')
                  : StringRef(Text))
                 .str() +
             Comments[I] + Open;
    else
      Text += Open + Comments[I];
    Close = I < 2 && Wrap[I] ? ")" : "";
    Add(Gaps[I].first, Gaps[I].second, std::move(Text), false);
  }
  if (!L.Defaults.empty())
    Add(L.CallEnd, L.CallEnd, ", " + L.Defaults, false);
  return Group;
}

std::optional<LaunchShape> launchFromTokens(StringRef Buffer,
                                            unsigned Chevrons) {
  LaunchShape Shape;
  Shape.From = rewrite::Tier::Lexical;
  if (!callee(Buffer, Chevrons, Shape))
    return std::nullopt;
  unsigned After = 0;
  auto Config =
      lexical::listPieces(Buffer, Chevrons, tok::greatergreatergreater, &After);
  if (!Config || Config->empty())
    return std::nullopt;
  Shape.Config.assign(Config->begin(), Config->end());
  Lexer L(SourceLocation(), lexical::cudaLanguage(), Buffer.begin(),
          Buffer.begin() + After, Buffer.end());
  Token Tok;
  L.LexFromRawLexer(Tok);
  if (Tok.isNot(tok::l_paren))
    return std::nullopt;
  L.LexFromRawLexer(Tok);
  if (Tok.is(tok::eof))
    return std::nullopt;
  Shape.ArgsBegin = L.getBufferLocation() - Buffer.begin() - Tok.getLength();
  Shape.HasArgs = Tok.isNot(tok::r_paren);
  return Shape;
}

void joinSplitChevrons(FileContext &Ctx, const rewrite::Origin &From,
                       ArrayRef<std::pair<unsigned, unsigned>> Rewritten) {
  StringRef Buffer = Ctx.Buffer, Parsed = Ctx.ParseText;
  if (Parsed.data() == Buffer.data())
    return;
  for (size_t I = 0; I < Buffer.size(); ++I) {
    if (Buffer[I] == Parsed[I])
      continue;
    size_t End = I;
    while (End < Buffer.size() && Buffer[End] != Parsed[End])
      ++End;
    if (llvm::none_of(Rewritten, [&](const std::pair<unsigned, unsigned> &R) {
          return R.first <= I && End <= R.second;
        }))
      replace(Ctx, From, I, End - I, Parsed.slice(I, End).str());
    I = End;
  }
}

} // namespace hipify::rules
