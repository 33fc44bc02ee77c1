//===- ArgumentEdits.cpp - arguments HIP adds, drops, replaces or reorders ===//
//
// Some HIP and roc* counterparts take other arguments than the CUDA call:
// hipHostMalloc a flags argument cudaMallocHost has not, rocSPARSE a buffer
// or a policy where cuSPARSE has none, hipModuleOccupancyMaxPotentialBlockSize
// no callback. The record's rewriter says what changes, step by step, with
// argument numbers counted on the CUDA call as written:
//
//   add-argument-N=V     V is inserted before argument N ({hip-version} in
//                        V: the target HIP, major * 100 + minor)
//   append-argument-N=V  on a call with N arguments, V is appended
//   drop-argument-N      argument N goes, with its comma
//   set-argument-N=V     argument N becomes V
//   copy-argument-N=M    argument N is written again, as argument M (after
//                        the last one when M is the argument count): with
//                        drop-argument-N, a move
//   size-pointer-N       argument N becomes reinterpret_cast<size_t*>(...)
//
// A "roc:" step applies only where the call becomes its roc name, a "hip:"
// step only where it becomes its HIP name. Every
// edit is at the argument's own text, so the steps of one call never meet,
// and the rest of the call (comments, macros in other arguments) is kept.
// The steps of one call apply together or not at all: a moved argument that
// holds a name another rule renames (a copy and a drop of text being
// renamed) is a conflict, reported, and the call keeps its arguments.
// An argument spelled across macros is left alone, as for the casts.
//
//===----------------------------------------------------------------------===//

#include "hipify/Rules/ArgumentRewriter.h"

using namespace clang;

namespace hipify::rules {

namespace {

constexpr Tag Diagnostics[] = {Tag::ArgumentDropped};

class ArgumentEdits : public ArgumentRewriter {
public:
  using ArgumentRewriter::ArgumentRewriter;

protected:
  void rewrite(const mapping::ApiRecord &R, const mapping::RewriterStep &S,
               const CallExpr &Call, const Expr *, unsigned Begin,
               unsigned End) override {
    llvm::StringRef Text = Ctx.Buffer.slice(Begin, End);
    if (S.Family == mapping::Family::AddArgument)
      return edit(R, Begin, 0, S.value(Ctx.Opts.Targets.Hip) + ", ");
    if (S.Family == mapping::Family::AppendArgument)
      return edit(R, Begin, 0, ", " + S.value(Ctx.Opts.Targets.Hip));
    if (S.Family == mapping::Family::SetArgument)
      return edit(R, Begin, End - Begin, S.value(Ctx.Opts.Targets.Hip));
    if (S.Family == mapping::Family::SizePointer)
      return wrap(R, Begin, End, (mapping::familyCast(S.Family) + "(").str(),
                  ")");
    if (S.Family == mapping::Family::DropArgument) {
      // What the argument asked for is not done: said, with the record's
      // note, when it has one (a surface's boundary mode).
      if (!R.Note.empty())
        diag(Begin, core::Severity::Warning,
                     ("argument " + llvm::Twine(S.N + 1) + " of '" + R.Cuda +
                      "' dropped: " + R.Note)
                         .str(),
                     Tag::ArgumentDropped, &R);
      // ", arg" after the previous argument, or "arg, " before the next;
      // what other rules would change in it goes with it, unless it moves
      // (a copy-argument step of it: its text is written again).
      bool Moves = llvm::any_of(
          mapping::rewriterSteps(R.Rewriter), [&](const mapping::RewriterStep &C) {
            return C.Family == mapping::Family::CopyArgument && C.N == S.N;
          });
      if (S.N > 0) {
        if (auto Previous = argumentRange(Call, S.N - 1))
          edit(R, Previous->second, End - Previous->second, "", !Moves);
      } else if (Call.getNumArgs() > 1) {
        if (auto Next = argumentRange(Call, 1))
          edit(R, Begin, Next->first - Begin, "", !Moves);
      }
      return;
    }
    // copy-argument: before argument M, which the call has, or after the
    // last one when M is the call's argument count.
    unsigned To = 0;
    unsigned Count = writtenArguments(Call);
    if (S.Value.getAsInteger(10, To) || To > Count)
      return;
    if (To == Count) {
      if (auto Last = argumentRange(Call, Count - 1))
        edit(R, Last->second, 0, (", " + Text).str());
    } else if (auto Target = argumentRange(Call, To)) {
      edit(R, Target->first, 0, (Text + ", ").str());
    }
  }

private:
  void edit(const mapping::ApiRecord &R, unsigned Offset, unsigned Length,
            std::string Text, bool Absorbs = false) {
    rewrite::Edit E;
    E.Offset = Offset;
    E.Length = Length;
    E.Text = std::move(Text);
    E.From = origin(R);
    E.Group = CallGroup;
    E.Counted = false;
    E.Absorbs = Absorbs;
    Ctx.edit(std::move(E));
  }
};

} // namespace

extern const RuleSpec ArgumentEditRule = {
    rewrite::Producer::ArgumentEdit,
    "adds, drops, replaces and copies the arguments that differ between a "
    "CUDA call and its HIP or roc* counterpart (hipHostMalloc's flags, "
    "rocSPARSE's buffers and policies, ...)",
    "--roc, --miopen", Diagnostics, always, create<ArgumentEdits>};

} // namespace hipify::rules
