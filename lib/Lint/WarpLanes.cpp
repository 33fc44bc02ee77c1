//===- WarpLanes.cpp - lint: code written for 32-lane warps ---------------===//
//
// AMD GPUs of the CDNA line run 64-lane wavefronts; code that assumes 32
// lanes computes wrong lanes and warps there, and no header can change a
// number in the source. hipify-cxx's translation finds these places in the
// AST (hipify-warp-size, hipify-warp-mask); lint finds, by tokens, in every
// branch, the forms that say it outright:
//
//   threadIdx.x % 32, & 31, >> 5, / 32   the lane or the warp of a thread
//   warpSize == 32 (!=, either side)       a test for 32 lanes
//   __shfl_sync(0x0000ffff, ...)           a lane-mask literal narrower than
//                                          the full 32-bit mask, as the
//                                          mask of a warp function (the
//                                          tables' warp-mask steps)
//   #define WARP_SIZE 32                   32 held in a macro or variable
//   const int warp_size = 32;              whose name says it is a warp's
//                                          size (namesWarpSize)
//
// The full mask (0xffffffff) is every lane in a translation and through the
// compat directory's adapters alike, and is left alone.
//
//===----------------------------------------------------------------------===//

#include "hipify/Directives/CodeWords.h"
#include "hipify/Lint/Linter.h"

using namespace llvm;

namespace hipify::lint {

namespace {

/// The integer literal at the start of \p Text (decimal or hexadecimal, any
/// suffix), and its length; none if there is none.
std::optional<std::pair<uint64_t, size_t>> integerAt(StringRef Text) {
  StringRef Digits = Text.take_while([](char C) { return isAlnum(C); });
  StringRef Number = Digits.rtrim("uUlL");
  uint64_t V;
  if (Number.empty() || !isDigit(Number.front()) ||
      Number.getAsInteger(0, V))
    return std::nullopt;
  return std::pair(V, Digits.size());
}

} // namespace

std::vector<std::pair<unsigned, std::string>>
warpLanes(StringRef B, ArrayRef<pp::Directive> Directives,
          const StringMap<unsigned> &MaskArgument) {
  std::vector<std::pair<unsigned, std::string>> Out;
  if (!B.contains("threadIdx") && !B.contains_insensitive("warp") &&
      !B.contains("sync")) // most files: no walk of their code
    return Out;
  auto Assumes = [&](size_t At, uint64_t N) {
    Out.push_back({unsigned(At), "'" + std::to_string(N) +
                                     "' assumes 32-lane warps; AMD wavefronts "
                                     "have 64 lanes on CDNA: use warpSize"});
  };
  // 32 as the whole of \p Text (in parentheses or not), at its offset.
  auto WarpSizeHeld = [&](StringRef Name, StringRef Text) {
    Text = Text.trim();
    while (Text.size() > 2 && Text.front() == '(' && Text.back() == ')')
      Text = Text.drop_front().drop_back().trim();
    if (auto V = integerAt(Text);
        V && V->first == 32 && V->second == Text.size() && namesWarpSize(Name))
      Out.push_back({unsigned(Text.data() - B.data()), warpSizeHeld(Name)});
  };
  // #define WARP_SIZE 32
  for (const pp::Directive &D : Directives) {
    StringRef Operand = B.slice(D.OperandBegin, D.OperandEnd);
    StringRef Name = Operand.take_while([](char C) { return isAlnum(C) || C == '_'; });
    if (D.Name == "define" && !Name.empty() &&
        !Operand.drop_front(Name.size()).starts_with("("))
      WarpSizeHeld(Name, Operand.drop_front(Name.size()));
  }
  pp::forEachCodeWord(B, Directives, [&](size_t I, StringRef Word) {
    size_t E = I + Word.size();
    StringRef Rest = B.substr(E);
    // int warp_size = 32; unsigned kWarpSize{32};
    if (StringRef R = Rest.ltrim();
        (R.starts_with("=") && !R.starts_with("==")) || R.starts_with("{")) {
      size_t End = R.find_first_of(";,}");
      if (End != StringRef::npos)
        WarpSizeHeld(Word, R.slice(1, End));
    }
    if (Word == "threadIdx") {
      // threadIdx . x <op> <literal>
      StringRef R = Rest.ltrim();
      if (!R.consume_front("."))
        return;
      R = R.ltrim();
      if (!(R.consume_front("x") || R.consume_front("y") ||
            R.consume_front("z")))
        return;
      R = R.ltrim();
      for (auto [Op, N] : {std::pair<StringRef, uint64_t>("%", 32),
                           {"&", 31}, {">>", 5}, {"/", 32}})
        if (R.starts_with(Op) && !R.drop_front(Op.size()).starts_with("=") &&
            !(Op == "&" && R.starts_with("&&"))) {
          StringRef L = R.drop_front(Op.size()).ltrim();
          if (auto V = integerAt(L); V && V->first == N)
            Assumes(B.size() - L.size(), N);
        }
      return;
    }
    if (Word == "warpSize") {
      // warpSize == 32, warpSize != 32; 32 == warpSize before it
      StringRef R = Rest.ltrim();
      if (R.consume_front("==") || R.consume_front("!=")) {
        StringRef L = R.ltrim();
        if (auto V = integerAt(L); V && V->first == 32)
          Assumes(B.size() - L.size(), 32);
      }
      StringRef Before = B.take_front(I).rtrim();
      if (Before.consume_back("==") || Before.consume_back("!=")) {
        Before = Before.rtrim();
        size_t Start = Before.find_last_not_of("0123456789abcdefxABCDEFXuUlL");
        Start = Start == StringRef::npos ? 0 : Start + 1;
        if (auto V = integerAt(Before.substr(Start)); V && V->first == 32)
          Assumes(Start, 32);
      }
      return;
    }
    auto Mask = MaskArgument.find(Word);
    if (Mask == MaskArgument.end())
      return;
    // NAME ( arg0 , arg1 ... : the mask argument, when it is a literal.
    StringRef R = Rest.ltrim();
    if (!R.consume_front("("))
      return;
    for (unsigned Arg = 0; Arg < Mask->second; ++Arg) {
      size_t Comma = R.find_first_of(",()");
      if (Comma == StringRef::npos || R[Comma] != ',')
        return; // a nested call: not a literal in any case
      R = R.drop_front(Comma + 1);
    }
    StringRef L = R.ltrim();
    auto V = integerAt(L);
    StringRef After = V ? L.drop_front(V->second).ltrim() : "";
    if (!V || V->first == 0xffffffffu || V->first > 0xffffffffu ||
        !(After.starts_with(",") || After.starts_with(")")))
      return;
    Out.push_back({unsigned(B.size() - L.size()),
                   "lane mask of '" + Word.str() +
                       "' is 32-bit; HIP's masks are 64-bit (lanes 32-63 of "
                       "a wavefront): no compat header can widen it"});
  });
  return Out;
}

} // namespace hipify::lint
