//===- GuardAnalysis.cpp - CUDA version and compiler guards, seen from ROCm ===//
//
// CUDA code selects code paths with #if on CUDA_VERSION, __CUDACC__,
// __CUDA_ARCH__ and friends. None of them is defined when HIP compiles the
// code, so `#if CUDA_VERSION >= 11000` silently drops the code on ROCm and
// `#if CUDA_VERSION < 11000` silently takes the legacy path. This component
// finds such conditions and says what to write instead, for translation
// (lib/Rules/GuardRewriter) and for `hipify-cxx lint` alike.
//
// Approach: no C++ parsing. The directives come from lib/Directives; each
// #if/#elif condition is parsed and evaluated by Conditions.cpp, with
// three-valued logic (true, false, or unknown when it depends on a project
// macro), as HIP would see it and as a very new CUDA would. This file holds
// what the macros mean (data: mappings/guards.yaml), and the analysis.
//
// analyse() takes each directive in three steps: reachability (a branch that
// an explicit ROCm test rules out is not ROCm's business, nor is anything
// inside it), the checks (GuardChecks.h lists them; one function for each
// kind of finding), and the fix of a flagged guard under the chosen Policy.
//
// Fixes only add text: "(COND) || defined(ROCM_MACRO)" or
// "COND && !defined(ROCM_MACRO)" (parenthesised when COND has a top-level ||),
// HIP's own macro for compiler and device tests, so everything else in the
// line stays byte for byte. #ifdef/#ifndef become #if defined(...).
//
//===----------------------------------------------------------------------===//

#include "Expr.h"

#include "hipify/Guards/GuardAnalysis.h"
#include "hipify/Mapping/HipSpellings.h"
#include "hipify/Support/Words.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/CheckedArithmetic.h"

#include <limits>
#include <utility>

using namespace llvm;

namespace hipify::guards {

namespace {

bool isCuda(mapping::GuardRole R) {
  return R == mapping::GuardRole::CudaVersion ||
         R == mapping::GuardRole::CudaCompiler ||
         R == mapping::GuardRole::CudaDevice;
}

/// What the macros of a condition mean (mappings/guards.yaml, and the
/// project's ROCm macro), and their values as HIP and as a new CUDA see them.
class MacroRoles {
public:
  explicit MacroRoles(const Options &Opts) : RocmMacro(Opts.RocmMacro) {
    for (const mapping::GuardMacro &G : Opts.Macros)
      Macros[G.Macro] = &G;
  }
  MacroRoles(const MacroRoles &) = delete; // the environments point here
  MacroRoles &operator=(const MacroRoles &) = delete;

  std::optional<mapping::GuardRole> role(StringRef Name) const {
    if (Name == RocmMacro)
      return mapping::GuardRole::Rocm;
    auto It = Macros.find(Name);
    return It == Macros.end() ? std::nullopt : std::optional(It->second->Role);
  }
  /// The guards.yaml entry of \p Name, a macro with a role other than ROCm's.
  const mapping::GuardMacro &macro(StringRef Name) const {
    return *Macros.find(Name)->second;
  }
  bool mentionsRocm(const Expr &Root) const {
    bool Found = false;
    visit(Root, [&](const Expr &E) {
      if ((E.K == Expr::Identifier || E.K == Expr::Defined) &&
          role(E.Name) == mapping::GuardRole::Rocm)
        Found = true;
    });
    return Found;
  }

  // As HIP compiles for ROCm: CUDA's macros undefined, ROCm's defined.
  const Env Hip{[this](StringRef N) -> std::optional<long long> {
                  auto R = role(N);
                  if (R && isCuda(*R))
                    return 0;
                  return std::nullopt;
                },
                [this](StringRef N) -> std::optional<bool> {
                  auto R = role(N);
                  if (!R || *R == mapping::GuardRole::HipVersion ||
                      N == "__HIP_DEVICE_COMPILE__")
                    return std::nullopt;
                  return *R == mapping::GuardRole::Rocm;
                }};
  // As a very new CUDA compiles it (device pass included).
  const Env Modern{[this](StringRef N) -> std::optional<long long> {
                     auto R = role(N);
                     if (R && isCuda(*R))
                       return macro(N).Modern;
                     if (R && *R == mapping::GuardRole::Rocm)
                       return 0;
                     return std::nullopt;
                   },
                   [this](StringRef N) -> std::optional<bool> {
                     auto R = role(N);
                     if (!R || *R == mapping::GuardRole::HipVersion)
                       return std::nullopt;
                     return isCuda(*R);
                   }};

private:
  StringRef RocmMacro;
  StringMap<const mapping::GuardMacro *> Macros;
};

//===-- Reachability ------------------------------------------------------===//

/// Where ROCm can go: a branch an explicit ROCm test rules out (the #else of
/// #ifdef __HIP_PLATFORM_AMD__, #ifndef USE_ROCM, an #elif after a branch
/// ROCm takes) is not ROCm's business, nor is anything inside it. Only ROCm
/// terms count: a CUDA or project macro leaves every branch reachable.
class Reachability {
public:
  /// Moves to the directive \p Name; says whether the code after it is
  /// reachable on ROCm, as far as is known before its condition is read.
  bool enter(StringRef Name) {
    if (Name == "endif") {
      if (!Stack.empty())
        Stack.pop_back();
    } else if (Name == "if" || Name == "ifdef" || Name == "ifndef") {
      Stack.push_back({reachable(), false, reachable()});
    } else if ((Name == "else" || Name.starts_with("elif")) && !Stack.empty()) {
      Stack.back().Here = Stack.back().Parent && !Stack.back().Taken;
    }
    return reachable();
  }

  /// What ROCm makes of the condition of the branch just entered (unknown:
  /// nothing learnt), for the directives inside it and after it in the chain.
  void learn(std::optional<long long> OnRocm) {
    if (Stack.empty() || !OnRocm)
      return;
    if (!*OnRocm)
      Stack.back().Here = false;
    else if (Stack.back().Here)
      Stack.back().Taken = true;
  }

  /// Whether the code after the directive just read is reachable on ROCm.
  bool reachable() const { return Stack.empty() || Stack.back().Here; }

private:
  struct Frame {
    bool Parent = true; // the enclosing branch is reachable on ROCm
    bool Taken = false; // an earlier branch of this chain is, explicitly
    bool Here = true;   // the current branch is
  };

  std::vector<Frame> Stack;
};

bool isIfDef(StringRef Name) {
  return is_contained({"ifdef", "ifndef", "elifdef", "elifndef"}, Name);
}

/// The condition of an #if or #elif, and #ifdef X read as defined(X); none
/// for other directives, nor for a condition that does not parse (\p Error
/// says why).
std::optional<Condition> conditionOf(const Directive &D, StringRef Operand,
                                     std::string *Error) {
  if (D.Name == "if" || D.Name == "elif")
    return parseCondition(Operand, Error);
  if (!isIfDef(D.Name))
    return std::nullopt;
  auto E = std::make_shared<Expr>();
  E->K = Expr::Defined;
  E->Name = Operand.str();
  if (D.Name.ends_with("ndef")) {
    auto Not = std::make_shared<Expr>();
    Not->K = Expr::Unary;
    Not->Name = "!";
    Not->A = E;
    E = Not;
  }
  return Condition{E, false};
}

//===-- Checks ------------------------------------------------------------===//

/// cuda-version-guard and cuda-compiler-guard: a condition on CUDA macros
/// beyond the parser's limits (\p Why) is neither analysed nor rewritten,
/// but said to be, at its first CUDA macro.
std::optional<Finding> checkUnanalysed(const Directive &D, unsigned I,
                                       StringRef Operand, StringRef Why,
                                       const MacroRoles &Roles) {
  std::optional<Finding> F;
  forEachWord(Operand, [&](size_t At, StringRef Word) {
    auto R = Roles.role(Word);
    if (F || !R || !isCuda(*R))
      return;
    F = Finding{unsigned(D.OperandBegin + At),
                *R == mapping::GuardRole::CudaVersion
                    ? CheckId::CudaVersionGuard
                    : CheckId::CudaCompilerGuard,
                formatv("{0}: not analysed, so its test of '{1}' is left as "
                        "it is and ROCm's outcome stays implicit; make it "
                        "explicit by hand",
                        Why, Word),
                std::nullopt,
                Policy::Include,
                I};
    F->Unanalysed = true;
  });
  return F;
}

/// hip-version-scale: `#define CUDA_VERSION HIP_VERSION`, a HIP version where
/// a CUDA one is expected.
std::optional<Finding> checkCudaVersionDefinedAsHip(const Directive &D,
                                                    unsigned I,
                                                    StringRef Operand,
                                                    const MacroRoles &Roles) {
  StringRef Name =
      Operand.take_while([](char Ch) { return isAlnum(Ch) || Ch == '_'; });
  StringRef Body = Operand.drop_front(Name.size()).trim();
  if (Roles.role(Name) != mapping::GuardRole::CudaVersion ||
      Roles.role(Body) != mapping::GuardRole::HipVersion)
    return std::nullopt;
  return Finding{D.OperandBegin,
                 CheckId::HipVersionScale,
                 formatv("'{0}' is defined as '{1}', but {1} is {2}, not a "
                         "CUDA version: comparisons with CUDA versions will "
                         "be wrong",
                         Name, Body, Roles.macro(Body).Scale),
                 std::nullopt,
                 Policy::Include,
                 I};
}

/// hip-version-scale: `HIP_VERSION >= 11000`, a CUDA-scale number against a
/// HIP-scale macro; one finding per comparison.
void checkHipVersionComparisons(const Condition &C, const Directive &D,
                                unsigned I, const MacroRoles &Roles,
                                std::vector<Finding> &Out) {
  visit(*C.Root, [&](const Expr &E) {
    if (E.K != Expr::Binary ||
        !is_contained({"<", ">", "<=", ">=", "==", "!="}, E.Name))
      return;
    for (auto [M, N] : {std::pair{E.A, E.B}, {E.B, E.A}}) {
      if (M->K != Expr::Identifier || N->K != Expr::Number ||
          Roles.role(M->Name) != mapping::GuardRole::HipVersion)
        continue;
      const mapping::GuardMacro &G = Roles.macro(M->Name);
      if (N->Value >= G.CudaScaleLo && N->Value <= G.CudaScaleHi)
        Out.push_back({unsigned(D.OperandBegin + M->Offset),
                       CheckId::HipVersionScale,
                       formatv("'{0}' is compared with {1}, a CUDA-style "
                               "version, but {0} is {2}",
                               M->Name, N->Value, G.Scale),
                       std::nullopt, Policy::Include, I});
    }
  });
}

/// A condition on CUDA's macros, without its fix.
struct CudaGuard {
  Finding Found;
  StringRef First; // the first CUDA macro it names
};

/// cuda-version-guard and cuda-compiler-guard: a condition on CUDA macros
/// with no ROCm term (the caller has seen to that) leaves ROCm's behaviour
/// implicit. It is a version guard when any of the macros is a version, a
/// compiler guard otherwise (__CUDACC__, __NVCC__, __CUDA_ARCH__).
std::optional<CudaGuard> checkCudaGuard(const Condition &C, const Directive &D,
                                        unsigned I, const MacroRoles &Roles) {
  const Expr *First = nullptr;
  bool Version = false;
  std::string Names;
  visit(*C.Root, [&](const Expr &E) {
    if (E.K != Expr::Identifier && E.K != Expr::Defined)
      return;
    auto R = Roles.role(E.Name);
    if (!R || !isCuda(*R))
      return;
    if (!First)
      First = &E;
    if (Names.find("'" + E.Name + "'") == std::string::npos)
      Names += (Names.empty() ? "'" : ", '") + E.Name + "'";
    Version |= *R == mapping::GuardRole::CudaVersion;
  });
  if (!First)
    return std::nullopt;
  auto OnHip = eval(*C.Root, Roles.Hip);
  StringRef Effect = !OnHip   ? "its outcome on ROCm is implicit"
                     : *OnHip ? "ROCm silently takes this branch"
                              : "ROCm silently skips this branch";
  Finding F;
  F.Directive = I;
  F.Offset = D.OperandBegin + First->Offset; // #ifdef's operand is the macro
  F.Check = Version ? CheckId::CudaVersionGuard : CheckId::CudaCompilerGuard;
  F.Message =
      formatv("{0} {1} undefined under HIP: {2}", Names,
              Names.find(',') == std::string::npos ? "is" : "are", Effect);
  return CudaGuard{std::move(F), First->Name};
}

//===-- Fixes -------------------------------------------------------------===//

/// The rewrite of directive \p D that says what ROCm does: "|| defined(M)"
/// or "&& !defined(M)" added to its condition, which is parenthesised when
/// the new operator would bind into it; #ifdef and #ifndef become #if.
Fix buildFix(const Directive &D, StringRef Operand, const Condition &C,
             Policy P, StringRef Marker) {
  std::string Term = P == Policy::Include
                         ? (" || defined(" + Marker + ")").str()
                         : (" && !defined(" + Marker + ")").str();
  Fix X;
  if (isIfDef(D.Name)) {
    // #ifdef X -> #if defined(X) || defined(M); the keyword changes too.
    X.Offset = D.NameBegin;
    X.Length = D.OperandEnd - D.NameBegin;
    X.Text = (D.Name.starts_with("el") ? "elif " : "if ") +
             std::string(D.Name.ends_with("ndef") ? "!" : "") + "defined(" +
             Operand.str() + ")" + Term;
    return X;
  }
  bool Parens = P == Policy::Include
                    ? C.Root->K == Expr::Binary || C.Root->K == Expr::Ternary
                    : C.TopLevelOr || C.Root->K == Expr::Ternary;
  if (Parens) {
    X.Offset = D.OperandBegin;
    X.Length = D.OperandEnd - D.OperandBegin;
    X.Text = "(" + Operand.str() + ")" + Term;
  } else {
    X.Offset = D.OperandEnd;
    X.Text = Term;
  }
  return X;
}

/// The fix of a compiler or device guard: __CUDACC__ and __CUDA_ARCH__ have
/// logical twins in HIP (__HIPCC__, __HIP_DEVICE_COMPILE__), so each test of
/// one becomes a test of either, exact whatever the condition's shape:
/// "#ifndef __CUDACC__" is "#if !defined(__CUDACC__) && !defined(__HIPCC__)",
/// "!defined(__CUDACC__)" is "!(defined(__CUDACC__) || defined(__HIPCC__))".
/// None when a macro's value is used (__CUDA_ARCH__ >= 700: the twin has
/// none), or when one has no twin.
std::optional<Fix> buildTwinFix(const Directive &D, StringRef Operand,
                                const MacroRoles &Roles) {
  auto Twin = [&](StringRef M) -> std::optional<StringRef> {
    auto R = Roles.role(M);
    if (R != mapping::GuardRole::CudaCompiler &&
        R != mapping::GuardRole::CudaDevice)
      return std::nullopt;
    return Roles.macro(M).Hip;
  };
  Fix X;
  if (isIfDef(D.Name)) {
    auto H = Twin(Operand);
    if (!H || H->empty())
      return std::nullopt;
    bool Not = D.Name.ends_with("ndef");
    X.Offset = D.NameBegin;
    X.Length = D.OperandEnd - D.NameBegin;
    X.Text = (D.Name.starts_with("el") ? "elif " : "if ") +
             (Not ? "!defined(" + Operand + ") && !defined(" + *H + ")"
                  : "defined(" + Operand + ") || defined(" + *H + ")")
                 .str();
    return X;
  }
  std::string Text;
  size_t Copied = 0;
  std::optional<size_t> Defined; // offset of the "defined" before the word
  bool Ok = true;
  forEachWord(Operand, [&](size_t At, StringRef Word) {
    std::optional<size_t> Before = std::exchange(Defined, std::nullopt);
    if (Word == "defined") {
      Defined = At;
      return;
    }
    auto H = Twin(Word);
    if (!H)
      return;
    StringRef Between =
        Before ? Operand.slice(*Before + 7, At).trim() : StringRef("x");
    if (H->empty() || !(Between.empty() || Between == "(")) {
      Ok = false; // the value is used, or no twin
      return;
    }
    size_t End = At + Word.size();
    if (Between == "(") {
      End = Operand.find(')', End);
      if (End == StringRef::npos) {
        Ok = false;
        return;
      }
      ++End;
    }
    // Parentheses unless the test is the whole condition.
    bool Whole = *Before == 0 && Operand.substr(End).trim().empty();
    Text += Operand.slice(Copied, *Before);
    Text += ((Whole ? "" : "(") + Twine("defined(") + Word + ") || defined(" +
             *H + ")" + (Whole ? "" : ")"))
                .str();
    Copied = End;
  });
  if (!Ok || Copied == 0)
    return std::nullopt;
  Text += Operand.substr(Copied);
  X.Offset = D.OperandBegin;
  X.Length = D.OperandEnd - D.OperandBegin;
  X.Text = std::move(Text);
  return X;
}

/// The compiler or device macro of condition \p C that the code directive
/// \p I guards uses as a value (SHM_BANKS = __CUDA_ARCH__ >= 200 ? 32 : 16
/// under #ifdef __CUDA_ARCH__; {__CUDA_ARCH_LIST__} under #ifdef
/// __CUDA_ARCH_LIST__): its twin (__HIP_DEVICE_COMPILE__, __HIPCC__) has no
/// such value, so widening the guard breaks the code. A #define in the
/// branch whose body uses it (#define ARCH __CUDA_ARCH__) counts too; nested
/// conditions are theirs to judge.
std::optional<std::string> valueUsed(StringRef Buffer,
                                     const std::vector<Directive> &Directives,
                                     unsigned I, const Condition &C,
                                     const MacroRoles &Roles) {
  StringSet<> Macros;
  visit(*C.Root, [&](const Expr &E) {
    if ((E.K == Expr::Identifier || E.K == Expr::Defined) &&
        (Roles.role(E.Name) == mapping::GuardRole::CudaDevice ||
         Roles.role(E.Name) == mapping::GuardRole::CudaCompiler))
      Macros.insert(E.Name);
  });
  if (Macros.empty())
    return std::nullopt;
  auto [Begin, End] = guardedRange(Directives, I, Buffer.size());
  std::optional<std::string> Used;
  auto Scan = [&](unsigned From, unsigned To) {
    if (From < To)
      pp::forEachCodeWord(Buffer, From, To, [&](StringRef Word) {
        if (!Used && Macros.contains(Word))
          Used = Word.str();
      });
  };
  unsigned From = Begin;
  for (unsigned J = I + 1; J <= Directives.size() && !Used; ++J) {
    Scan(From, J < Directives.size() ? std::min(Directives[J].Hash, End)
                                     : End);
    if (J == Directives.size() || Directives[J].Hash >= End)
      break;
    if (Directives[J].Name == "define")
      Scan(Directives[J].OperandBegin, Directives[J].OperandEnd);
    From = Directives[J].End;
  }
  return Used;
}

} // namespace

std::vector<std::pair<unsigned, unsigned>>
cudaOnlyRegions(StringRef Buffer, ArrayRef<Directive> Directives,
                const Options &Opts) {
  MacroRoles Roles(Opts);
  Reachability Reach;
  std::vector<std::pair<unsigned, unsigned>> Out;
  for (unsigned I = 0; I < Directives.size(); ++I) {
    const Directive &D = Directives[I];
    Reach.enter(D.Name);
    if (std::optional<Condition> C =
            conditionOf(D, Buffer.slice(D.OperandBegin, D.OperandEnd), nullptr);
        C && Roles.mentionsRocm(*C->Root))
      Reach.learn(eval(*C->Root, Roles.Hip));
    if (Reach.reachable())
      continue;
    unsigned End = I + 1 < Directives.size() ? Directives[I + 1].Hash
                                             : unsigned(Buffer.size());
    if (!Out.empty() && Out.back().second == D.Hash)
      Out.back().second = End; // the same region, across a directive
    else
      Out.push_back({D.End, End});
  }
  return Out;
}

std::vector<Finding> analyse(StringRef Buffer,
                             ArrayRef<Directive> Directives,
                             const Options &Opts,
                             const std::function<Policy(unsigned)> &PolicyFor) {
  MacroRoles Roles(Opts);
  Reachability Reach;
  std::vector<Finding> Out;
  for (unsigned I = 0; I < Directives.size(); ++I) {
    const Directive &D = Directives[I];
    StringRef Operand = Buffer.slice(D.OperandBegin, D.OperandEnd);
    if (D.Name == "define") {
      // Flagged wherever it is, reachable on ROCm or not.
      if (std::optional<Finding> F =
              checkCudaVersionDefinedAsHip(D, I, Operand, Roles))
        Out.push_back(std::move(*F));
      continue;
    }
    bool Reachable = Reach.enter(D.Name);
    std::string Error;
    std::optional<Condition> C = conditionOf(D, Operand, &Error);
    if (!C && Reachable && (Error == TooLong || Error == TooDeeplyNested))
      if (std::optional<Finding> F =
              checkUnanalysed(D, I, Operand, Error, Roles))
        Out.push_back(std::move(*F));
    if (!C)
      continue;
    bool Explicit = Roles.mentionsRocm(*C->Root);
    if (Explicit)
      Reach.learn(eval(*C->Root, Roles.Hip));
    if (!Reachable)
      continue;

    checkHipVersionComparisons(*C, D, I, Roles, Out);
    if (Explicit)
      continue;
    std::optional<CudaGuard> G = checkCudaGuard(*C, D, I, Roles);
    if (!G)
      continue;
    if (G->Found.Check == CheckId::CudaCompilerGuard) {
      if (std::optional<std::string> Used = valueUsed(
              Buffer, Directives, I, *C, Roles)) {
        G->Found.Message = formatv(
            "the code guarded by '{0}' uses its value, which HIP's twin "
            "macro has not; the branch is left CUDA-only (ROCm skips it): "
            "port it by hand",
            *Used);
        Out.push_back(std::move(G->Found));
        continue;
      }
      if (std::optional<Fix> X = buildTwinFix(D, Operand, Roles)) {
        G->Found.Chosen = Policy::Include; // as HIP's twin says
        G->Found.Suggested = std::move(X);
        Out.push_back(std::move(G->Found));
        continue;
      }
    }
    Policy P = PolicyFor ? PolicyFor(I) : Opts.Default;
    if (P == Policy::Modern)
      P = eval(*C->Root, Roles.Modern).value_or(1) ? Policy::Include
                                                   : Policy::Exclude;
    // The term to add: HIP's own macro for compiler and device tests, the
    // ROCm macro for version tests.
    StringRef Marker = Opts.RocmMacro;
    if (G->Found.Check == CheckId::CudaCompilerGuard && P == Policy::Include &&
        !Roles.macro(G->First).Hip.empty())
      Marker = Roles.macro(G->First).Hip;
    G->Found.Chosen = P;
    G->Found.Suggested = buildFix(D, Operand, *C, P, Marker);
    Out.push_back(std::move(G->Found));
  }
  return Out;
}

} // namespace hipify::guards
