//===- CompatLayer.cpp - single-source mode: CUDA names for a ROCm build --===//
//
// The layer is read off the translations, so that it says no more and no
// less than the tables at the target versions, as the translation does:
//
//   - a rename of a CUDA name to its HIP twin (api-rename, one identifier
//     for another; a CUDA macro HIP does without, for nothing) becomes
//     `#define cudaX hipX` in hipify_compat.h. A member of a struct is no
//     such name (a macro would rename every such word), nor is a name
//     spelled with its namespace. A namespace (cub) is an alias after its
//     library's header, where the tree includes one (a macro otherwise).
//     A CUDA macro with a HIP twin that the tree only tests (#ifdef,
//     defined(), #if) is defined only where HIP defines the twin
//     (`#ifdef CUBLAS_API_H_` must stay false until the HIP header is
//     included): hipify_compat_macros.h, included again after each HIP
//     header;
//   - an #include of a CUDA header becomes DIR/<that header>, which
//     includes its HIP twin and hipify_compat.h (nothing but the latter for
//     a header HIP does without; none at all where HIP's has the same path);
//   - the HIP runtime header (the implicit include), the macros the target
//     needs defined before it (opt-ins), the CUDA version macros nvcc
//     defines (CUDA_VERSION..., for --cuda-version: the guard table's
//     scales), and from HIP 7 the C headers CUDA's runtime header brings
//     and HIP's no longer does, go at the top of hipify_compat.h;
//   - kernel launches stay: hipcc compiles <<<>>>; so do device symbols
//     (HIP's symbol functions have C++ overloads that take the variable);
//   - a case label of a CUDA enumerator the target HIP lacks (which the
//     translation comments out) gets a value no HIP call yields, and nvcc's
//     dialect ("%d"PRId64) is turned on by a pragma;
//   - a function whose HIP twin takes its arguments otherwise, in ways the
//     tables' rewriter steps say (an argument cast to const void*, void**
//     or size_t*, a lane mask widened, one added, appended, dropped,
//     replaced or copied to another place, another function for a number
//     of arguments or where the target lacks it) gets an
//     adapter: a function-like macro of its name that calls the HIP twin so,
//     by the number of arguments (a macro, so that a 0 or NULL argument
//     stays a null pointer constant).
//
// Every other edit (a guard made ROCm-aware, a member renamed, a project's
// vector operator left out of ROCm builds, an argument the tables change in
// a way no adapter does) is a change of the source that no header can make:
// it is reported where the translation would make it. The directory also
// holds hipify_compat.mk (make's rule for it), a stamp each run touches, and
// a twin of each Makefile of the tree: its translation, with hipcc given
// the directory's flags (the Driver translates it; makefile() places it).
//
//===----------------------------------------------------------------------===//

#include "hipify/Compat/CompatLayer.h"
#include "CompatText.h"
#include "hipify/Mapping/Helpers.h"
#include "hipify/Mapping/HipSpellings.h"
#include "hipify/Support/Files.h"
#include "hipify/Support/Words.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"

using namespace llvm;

namespace hipify::compat {

namespace {

/// How the stamp lists each file a run wrote.

/// What the adapters share: the number of a macro's arguments (1 to 16),
/// pasting after expansion, the lane mask widened, the strings cast.
constexpr StringLiteral AdapterSupport =
    "#define HIPIFY_COMPAT_CAT_(a, b) a##b\n"
    "#define HIPIFY_COMPAT_CAT(a, b) HIPIFY_COMPAT_CAT_(a, b)\n"
    "#define HIPIFY_COMPAT_NARGS_(_1, _2, _3, _4, _5, _6, _7, _8, _9, _10, "
    "_11, _12, _13, _14, _15, _16, N, ...) N\n"
    "#define HIPIFY_COMPAT_NARGS(...) HIPIFY_COMPAT_NARGS_(__VA_ARGS__, 16, "
    "15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1)\n"
    "// A lane mask as HIP's: CUDA's full 32-lane mask is every lane of a\n"
    "// wavefront (64 on most AMD GPUs).\n"
    "__host__ __device__ constexpr unsigned long long\n"
    "hipify_compat_mask(unsigned long long m) {\n"
    "  return m == 0xffffffffull ? ~0ull : m;\n}\n"
    "// An array of strings as hiprtc's options (NVRTC's are const char *\n"
    "// const *), a null pointer too.\n"
    "inline const char **hipify_compat_strings(const char *const *s) {\n"
    "  return const_cast<const char **>(s);\n}\n";
/// The calls an adapter takes: 1 to this many arguments.
constexpr unsigned AdapterArity = 16;

} // namespace

std::string banner(StringRef What, const mapping::Targets &T,
                   StringRef Comment) {
  return (Comment + " " + What + ", for HIP " + T.Hip.getAsString() + ".\n" +
          Comment + " " + Generated + " from its tables; do not edit.\n" +
          (Comment == "//" ? "#pragma once\n" : ""))
      .str();
}

Layer::Layer(const mapping::MappingTable &Table,
             const mapping::Targets &Targets)
    : Table(Table), Targets(Targets) {}

bool Layer::cover(const rewrite::Edit &E, StringRef Buffer) {
  using rewrite::CompatCover;
  switch (rewrite::compatCover(E.From.Rule)) {
  case CompatCover::Always:
    return true;
  case CompatCover::Header: {
    // The opt-in macros defined before the includes: Defines has them,
    // from the names that need them.
    if (E.From.Entry.empty())
      return true;
    // Renamed, or removed where another include brings its twin: the
    // header stands for its twin either way.
    const mapping::HeaderRecord *H = Table.lookupHeader(E.From.Entry);
    if (!H)
      return false;
    if (auto F = Table.helperFor(*H, Targets)) {
      HelperHeaders[E.From.Entry.str()] = *F;
      return true;
    }
    Headers[E.From.Entry.str()] =
        H->Drop ? "" : Table.headerFor(*H, Targets).str();
    return true;
  }
  case CompatCover::Call: {
    // A helper takes CUDA's arguments as they are.
    const mapping::ApiRecord *R = Table.lookup(E.From.Entry);
    return R && (Table.decide(*R, Targets).HelperFamily || adapt(*R));
  }
  case CompatCover::Dialect: // nvcc's dialect, turned on in the header
    NvccDialect = true;
    return true;
  case CompatCover::TileShuffle: // the cg helper's tiles take the value
    Helpers.insert(mapping::Helper::CooperativeGroups);
    MemberShuffles = true;
    return true;
  case CompatCover::Name: {
    // The name as written: a call of one CUDA function may be renamed by
    // another's record (called-as).
    StringRef Written = Buffer.substr(E.Offset, E.Length);
    if (E.Text.empty()) // a macro dropped with the blank after it
      Written = Written.rtrim(" \t");
    // The keyword before a type HIP names by a typedef (struct
    // cudaGraphicsResource): the name's macro gives the struct's tag where
    // the tables know it, which the keyword may precede.
    if (E.Text.empty() && llvm::is_contained({"struct", "class", "union"}, Written)) {
      const mapping::ApiRecord *T = Table.lookup(E.From.Entry);
      return T && !T->HipTag.empty();
    }
    const mapping::ApiRecord *R = Table.lookup(Written);
    // A helper's name (hipify::__vadd2), which takes CUDA's arguments: the
    // main header includes its family's header (take() noted it).
    if (R && Table.decide(*R, Targets).HelperFamily) {
      auto [It, New] = Names.try_emplace(Written.str(), E.Text);
      return New || It->second == E.Text;
    }
    // The helper's overload of a name HIP has (a missing-for step): a
    // using-declaration adds it to HIP's, and CUDA's call finds it.
    if (R && !R->Helper.empty() && E.Text == R->HelperName) {
      Overloads.insert(E.Text);
      return true;
    }
    if (R && adapt(*R))
      return true;
    if (!R || R->K == mapping::Kind::Member || mapping::isTorch(*R) ||
        !(E.Text.empty() ? R->K == mapping::Kind::Define
                         : isIdentifier(E.Text)))
      return false;
    // The macro the target needs defined for the HIP name, if any.
    if (StringRef OptIn = Table.decide(*R, Targets).OptIn; !OptIn.empty())
      Defines.insert(OptIn.str());
    if (R->K == mapping::Kind::Namespace && !E.Text.empty()) {
      auto [It, New] = Namespaces.try_emplace(
          Written.str(), std::pair(E.Text, R->Library.str()));
      return New || It->second.first == E.Text;
    }
    // On a directive's line: a test of the macro, or its #define.
    StringRef Line = Buffer.take_front(E.Offset);
    Line = Line.substr(Line.find_last_of("\r\n") + 1).ltrim(" \t");
    bool Tested = R->K == mapping::Kind::Define && !E.Text.empty() &&
                  Line.starts_with("#");
    StringRef Hip = R->HipTag.empty() ? StringRef(E.Text) : R->HipTag;
    auto [It, New] = (Tested ? Macros : Names).try_emplace(Written.str(), Hip);
    return New || It->second == Hip;
  }
  case CompatCover::None:
    return false;
  }
  llvm_unreachable("every cover is handled");
}

void Layer::take(report::FileReport &R, StringRef Buffer) {
  std::vector<const rewrite::Edit *> Uncovered;
  // Where the translation comments out a case label the target HIP has no
  // enumerator for: the name gets a value instead (files()).
  std::set<unsigned> DeadAt;
  {
    std::lock_guard<std::mutex> Lock(Mutex);
    for (core::Diagnostic &D : R.Diagnostics)
      if (D.Tag == Tag::DeadCase && !D.Name.empty()) {
        DeadCases.insert(D.Name);
        DeadAt.insert(D.Offset);
        D.Message = "'" + D.Name +
                    "' has no HIP equivalent at the target: a HIP call never "
                    "yields it, so " +
                    MainHeader.str() +
                    " gives it a value no HIP enumerator has";
      }
    for (const std::string &Name : R.Helpers)
      if (auto F = mapping::helperNamed(Name))
        Helpers.insert(*F);
    for (const rewrite::Edit &E : R.Applied) {
      auto Dead = DeadAt.lower_bound(E.Offset);
      // The edit that comments the label out.
      bool DeadCase =
          Dead != DeadAt.end() && *Dead < E.Offset + E.Length &&
          E.Text == rewrite::commentedOut(Buffer.substr(E.Offset, E.Length));
      if (!DeadCase && !cover(E, Buffer))
        Uncovered.push_back(&E);
    }
  }
  // One diagnostic per change: a group of edits (a launch, an argument
  // rewrite) is one.
  std::set<std::pair<unsigned, unsigned>> Said;
  auto Shown = [](StringRef Text) { // on one line
    std::string Out;
    for (char C : Text.take_front(60))
      Out += C == '\n' ? std::string("\\n") : std::string(1, C);
    return Out;
  };
  for (const rewrite::Edit *E : Uncovered) {
    if (!Said.insert({E->Group ? 0 : 1, E->Group ? E->Group : E->Offset})
             .second)
      continue;
    core::Diagnostic D;
    D.Offset = E->Offset;
    D.Level = core::Severity::Warning;
    StringRef Old = Buffer.substr(E->Offset, E->Length);
    D.Message =
        ("the translation changes the source here (" +
         rewrite::producerName(E->From.Rule) + ": '" + Shown(Old) + "' -> '" +
         Shown(E->Text) +
         "'), which no compat header can do: a change of the source "
         "remains")
            .str();
    D.Tag = Tag::CompatSource;
    D.Name = E->From.Entry.str();
    D.Library = E->From.Library;
    R.Diagnostics.push_back(std::move(D));
  }
  R.Applied.clear();
  R.TokenOnlyEdits.clear();
  R.finish(Buffer);
}

bool Layer::adapt(const mapping::ApiRecord &R) {
  std::string Hip = adaptable(R);
  if (Hip.empty())
    return false;
  Adapters[R.Cuda.str()] = Hip;
  if (StringRef OptIn = Table.decide(R, Targets).OptIn; !OptIn.empty())
    Defines.insert(OptIn.str());
  return true;
}

std::string Layer::adaptable(const mapping::ApiRecord &R) const {
  using mapping::Family;
  std::vector<mapping::RewriterStep> Steps = mapping::rewriterSteps(R.Rewriter);
  if (Steps.empty() || R.K != mapping::Kind::Function)
    return "";
  mapping::Decision D = Table.decide(R, Targets);
  auto HipOf = [&](StringRef Cuda) -> std::string {
    const mapping::ApiRecord *Other = Table.lookup(Cuda);
    if (!Other)
      return "";
    mapping::Decision O = Table.decide(*Other, Targets);
    return O.Rename ? O.To.str() : "";
  };
  std::string Callee = D.Rename ? D.To.str() : "";
  for (const mapping::RewriterStep &S : Steps) {
    if (S.Only == mapping::RewriterStep::Roc)
      continue; // the roc libraries' (--roc): not the HIP twin's
    switch (S.Family) {
    case Family::KernelPointer:
    case Family::OutPointer:
    case Family::StringArray:
    case Family::SizePointer:
    case Family::WarpMask:
    case Family::DropArgument:
    case Family::AddArgument:
    case Family::AppendArgument:
    case Family::SetArgument:
    case Family::CopyArgument:
      continue;
    case Family::CalledAs:
      if (HipOf(S.Value).empty())
        return "";
      continue;
    case Family::Unsynced: // the target lacks the call: NAME without a mask
      if (!D.Rename)
        Callee = HipOf(S.Value);
      continue;
    default:
      return "";
    }
  }
  return Callee;
}

std::string Layer::adapter(StringRef Cuda, StringRef Hip) const {
  using mapping::Family;
  const mapping::ApiRecord *R = Table.lookup(Cuda);
  // Where the target lacks the call, Hip names the one without the mask
  // (unsynced), and the mask is dropped.
  bool Lacks = !Table.decide(*R, Targets).Rename;
  std::vector<mapping::RewriterStep> Steps;
  for (const mapping::RewriterStep &S : mapping::rewriterSteps(R->Rewriter))
    if (S.Only != mapping::RewriterStep::Roc)
      Steps.push_back(S);
  // A lane mask is widened, and an array of strings is made hiprtc's, by a
  // function here: a cast of a null pointer constant (which the
  // translation leaves as it is) would not compile.
  auto Cast = [](Family F) -> StringRef {
    if (F == Family::WarpMask)
      return "hipify_compat_mask";
    if (F == Family::StringArray)
      return "hipify_compat_strings";
    return mapping::familyCast(F);
  };
  // The arguments HIP's function takes for a call of N arguments, as the
  // translation writes them (ArgumentEdits.cpp): the steps of an argument
  // the call has, with argument numbers counted on the call as written;
  // what is inserted at one place (before an argument, or after the last),
  // in the steps' order; the only argument of a call never dropped.
  auto Arguments = [&](unsigned N) {
    std::vector<std::string> Out;
    for (unsigned I = 0; I <= N; ++I) {
      for (const mapping::RewriterStep &S : Steps) {
        unsigned To;
        if (S.Family == Family::AddArgument && S.N == I && S.N < N)
          Out.push_back(S.value(Targets.Hip));
        else if (S.Family == Family::CopyArgument && S.N < N &&
                 !S.Value.getAsInteger(10, To) && To == I)
          Out.push_back("a" + std::to_string(S.N));
        else if (S.Family == Family::AppendArgument && S.N == N && I == N)
          Out.push_back(S.value(Targets.Hip));
      }
      if (I == N)
        break;
      std::string A = "a" + std::to_string(I);
      bool Dropped = false;
      for (const mapping::RewriterStep &S : Steps) {
        if (S.N != I)
          continue;
        if (S.Family == Family::DropArgument ||
            (S.Family == Family::Unsynced && Lacks))
          Dropped = N > 1;
        else if (S.Family == Family::SetArgument)
          A = S.value(Targets.Hip);
        else if (StringRef C = Cast(S.Family); !C.empty())
          A = (C + "(" + A + ")").str();
      }
      if (!Dropped)
        Out.push_back(std::move(A));
    }
    return join(Out, ", ");
  };
  // The function called for a number of arguments (called-as).
  auto Callee = [&](unsigned N) -> std::string {
    for (const mapping::RewriterStep &S : Steps)
      if (S.Family == Family::CalledAs && S.N == N)
        return Table.decide(*Table.lookup(S.Value), Targets).To.str();
    return Hip.str();
  };
  // A function-like macro, so that each argument reaches HIP's function as
  // written (a 0 or NULL stays a null pointer constant): one expansion per
  // number of arguments.
  std::string Name = "hipify_compat_" + Cuda.str() + "_";
  std::string Out = "// " + Cuda.str() + ": " + R->Rewriter.str() + "\n" +
                    "#define " + Cuda.str() + "(...) HIPIFY_COMPAT_CAT(" +
                    Name + ", HIPIFY_COMPAT_NARGS(__VA_ARGS__))(__VA_ARGS__)\n";
  for (unsigned N = 1; N <= AdapterArity; ++N) {
    std::string Params;
    for (unsigned I = 0; I < N; ++I)
      Params += (I ? ", a" : "a") + std::to_string(I);
    Out += "#define " + Name + std::to_string(N) + "(" + Params + ") " +
           Callee(N) + "(" + Arguments(N) + ")\n";
  }
  return Out;
}

std::map<std::string, std::string> Layer::files() const {
  std::lock_guard<std::mutex> Lock(Mutex);
  std::map<std::string, std::string> Out;
  std::string Main = banner("The CUDA names the tree uses as HIP's", Targets);
  for (const std::string &M : Defines)
    Main += "#ifndef " + M + "\n#define " + M + "\n#endif\n";
  // What nvcc defines (CUDA_VERSION...), for the CUDA the sources are read
  // as; HIP's headers come after, as CUDA's runtime header does.
  for (const mapping::GuardMacro &G : Table.guardMacros())
    if (G.Role == mapping::GuardRole::CudaVersion)
      if (auto V = mapping::scaleValue(G.Scale, Targets.Cuda))
        Main += ("#ifndef " + G.Macro + "\n#define " + G.Macro + " " +
                 Twine(*V) + "\n#endif\n")
                    .str();
  if (StringRef Runtime = Table.runtimeHeader(Targets); !Runtime.empty())
    Main += ("#include <" + Runtime + ">\n").str();
  if (Targets.Hip >= VersionTuple(mapping::LibraryHeadersDroppedInHip))
    for (const auto &[Header, Twin] : mapping::LibraryHeadersBeforeHip7)
      Main += ("#include <" + Header + ">\n").str();
  if (MemberShuffles)
    Main += ("#define " + mapping::MemberShufflesMacro + " 1\n").str();
  for (mapping::Helper F : Helpers) {
    Main += "#include \"" + mapping::helperFile(F) + "\"\n";
    Out[mapping::helperFile(F)] = mapping::helperText(F).str();
  }
  Main += "\n";
  for (const std::string &Overload : Overloads)
    Main += "using " + Overload + ";\n";
  for (const auto &[Cuda, Hip] : Names)
    Main += "#define " + Cuda + (Hip.empty() ? "" : " " + Hip) + "\n";
  // A namespace is an alias (a macro would rename every such word) where
  // a header of its library declares the HIP one first; else a macro.
  std::map<std::string, std::string> Aliases; // by library
  std::set<std::string> Wrapped;              // libraries of the headers
  for (const auto &[Cuda, Hip] : Headers)
    if (const mapping::HeaderRecord *H = Table.lookupHeader(Cuda);
        H && !Hip.empty() && Cuda != Hip)
      Wrapped.insert(H->Library.str());
  for (const auto &[Cuda, To] : Namespaces) {
    const auto &[Hip, Library] = To;
    if (!Wrapped.count(Library)) {
      Main += "#define " + Cuda + " " + Hip + "\n";
      continue;
    }
    std::string Guard = "HIPIFY_COMPAT_NAMESPACE_" + Cuda;
    Aliases[Library] += "#ifndef " + Guard + "\n#define " + Guard +
                        "\nnamespace " + Cuda + " = " + Hip + ";\n#endif\n";
  }
  Main += "#include \"" + MacrosHeader.str() + "\"\n";
  long long Dead = -1000000; // below any value a CUDA or HIP enum has
  for (const std::string &Name : DeadCases)
    Main += "#define " + Name + " (" + std::to_string(--Dead) +
            ") // no HIP call yields it\n";
  // What NvccDialect.cpp fixes in a translation: "%d"PRId64 is a string
  // and a macro to nvcc's host compilers, a user-defined literal to C++11.
  if (NvccDialect)
    Main += "#pragma clang diagnostic ignored "
            "\"-Wreserved-user-defined-literal\"\n";
  if (!Adapters.empty()) {
    Main += "\n// The calls whose HIP twin takes its arguments otherwise.\n" +
            AdapterSupport.str();
    for (const auto &[Cuda, Hip] : Adapters)
      Main += adapter(Cuda, Hip);
  }
  Out[MainHeader.str()] = std::move(Main);
  std::string M = banner("The CUDA macros the tree uses, each where HIP "
                         "defines its twin (included after each HIP header)",
                         Targets);
  M.erase(M.rfind("#pragma once\n")); // read again after each HIP header
  for (const auto &[Cuda, Hip] : Macros)
    if (!Names.count(Cuda)) // used in code too: defined unconditionally
      M += "#if defined(" + Hip + ") && !defined(" + Cuda + ")\n#define " +
           Cuda + " " + Hip + "\n#endif\n";
  Out[MacrosHeader.str()] = std::move(M);
  if (!MakeRule.empty())
    Out[MakeFragment.str()] = MakeRule;
  // A Makefile too: the generated ones include it, so that make brings
  // the directory up to date before it reads them.
  Out[Stamp.str()] = banner("Touched by every run of hipify-cxx compat, for "
                            "build systems",
                            Targets, "#");
  for (const auto &[Rel, Made] : Makefiles) {
    const auto &[Source, Text] = Made;
    std::string Up;
    for (size_t Depth = StringRef(Rel).count('/'); Depth; --Depth)
      Up += "../";
    Out[Rel] = banner(Source + " for ROCm: hipcc compiles the CUDA sources "
                               "with the compat headers; run it where that "
                               "one runs (make -C <its directory> -f <this "
                               "file>)",
                      Targets, "#") +
               "include $(dir $(lastword $(MAKEFILE_LIST)))" + Up +
               MakeFragment.str() + "\ninclude $(HIPIFY_COMPAT_STAMP)\n" + Text;
  }
  for (const auto &[Cuda, F] : HelperHeaders) {
    std::string Up;
    for (size_t Depth = StringRef(Cuda).count('/'); Depth; --Depth)
      Up += "../";
    Out[Cuda] = banner("<" + Cuda + "> for ROCm: HIP has no twin; the " +
                           "helper header " + mapping::helperFile(F) +
                           " stands in for it",
                       Targets) +
                "#include \"" + Up + MainHeader.str() + "\"\n#include \"" + Up +
                mapping::helperFile(F) + "\"\n";
  }
  for (const auto &[Cuda, Hip] : Headers) {
    if (Cuda == Hip)
      continue; // HIP's header is found under the same path
    std::string Up;
    for (size_t Depth = StringRef(Cuda).count('/'); Depth; --Depth)
      Up += "../";
    std::string Text =
        banner("<" + Cuda + "> for ROCm: " +
                   (Hip.empty() ? std::string("HIP does without it")
                                : "its HIP twin <" + Hip + ">") +
                   " and the CUDA names the tree uses",
               Targets);
    if (!Hip.empty())
      Text += "#include <" + Hip + ">\n";
    Text += "#include \"" + Up + MainHeader.str() + "\"\n";
    Text += "#include \"" + Up + MacrosHeader.str() + "\"\n";
    if (const mapping::HeaderRecord *H = Table.lookupHeader(Cuda);
        H && !Hip.empty())
      Text += Aliases[H->Library.str()];
    Out[Cuda] = std::move(Text);
  }
  // What this run writes, which the next run's removal of stale files reads:
  // it removes only what hipify-cxx wrote.
  std::string &Listed = Out[Stamp.str()];
  Listed += (TargetLine + Targets.Hip.getAsString() + "\n").str();
  for (const auto &Made : Out)
    Listed += (ManifestLine + Made.first + "\n").str();
  return Out;
}

} // namespace hipify::compat
