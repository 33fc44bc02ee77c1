//===- main.cpp - hipify-cxx command line ---------------------------------===//
//
// Turns the command line into an Options value and hands it to the Driver.
// The option names are AMD hipify-clang's, so that existing scripts keep
// working. Every option is made from its line in Support/Options.def: none
// is declared here by hand; driver::resolve() reads the text ones.
//
//===----------------------------------------------------------------------===//

#include "hipify/Docs/MappingDocs.h"
#include "hipify/Driver/Driver.h"
#include "hipify/Driver/Server.h"
#include "hipify/Lint/Linter.h"
#include "hipify/Mapping/MappingLoader.h"
#include "hipify/Rules/Rule.h"

#include "clang/Options/Options.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/Option/ArgList.h"
#include "llvm/Option/OptTable.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <cstring>
#include <optional>

using namespace llvm;

namespace {

// The groups of --help, in their order (Support/Options.def); an option of
// a group not shown is cl::Hidden: --help-hidden prints it.
#define HIPIFY_HELP_GROUP(Name, Title, Shown)                                  \
  cl::OptionCategory Name##Options(Title);                                     \
  constexpr cl::OptionHidden Name##Visibility = Shown ? cl::NotHidden : cl::Hidden;
#include "hipify/Support/Options.def"
const cl::OptionCategory *Groups[] = {
#define HIPIFY_HELP_GROUP(Name, Title, Shown) &Name##Options,
#include "hipify/Support/Options.def"
};
// hipify-cxx lint [PATH...]
cl::SubCommand LintCmd("lint",
                       "Flag what no header fixes for ROCm in CUDA sources: "
                       "version checks that silently exclude ROCm, inline "
                       "PTX, code for 32-lane warps, names a compat "
                       "directory lacks (no CUDA SDK needed, no C++ parsing)");
cl::OptionCategory LintCategory("hipify-cxx lint options");
// -h, as a whole word: LLVM's default -h groups single letters, so a typo
// that starts with h (--hip-verison, --hello) printed the help and exited 0,
// which a script takes for success. Ours replaces it (cl::DefaultOption).
cl::opt<bool> HelpShort("h", cl::desc("This help (--help-hidden: every "
                                      "option)"),
                        cl::cat(CommonOptions),
                        cl::sub(cl::SubCommand::getAll()));

// Every option, from its line of the table (Support/Options.def), stored
// straight into Run or Lint.
using hipify::core::GuardPolicy;
using hipify::driver::OutputNames;
namespace buildfiles = hipify::buildfiles;
namespace mapping = hipify::mapping;
hipify::driver::Options Run;
hipify::lint::LintArgs Lint;
template <typename T> struct OptionOf {
  using type = cl::opt<T, true>;
};
template <> struct OptionOf<std::vector<std::string>> {
  using type = cl::list<std::string, std::vector<std::string>>;
};
#define HIPIFY_TARGET_OPTION(Field, Flag, Help)                                \
  cl::opt<bool, true> Field##Option(Flag, cl::desc(Help),                      \
                                    cl::location(Run.Translate.Targets.Field), \
                                    cl::cat(TargetsOptions), TargetsVisibility);
#define HIPIFY_TRANSLATE_OPTION(Field, Type, Default, Flag, Group, Help, ...)  \
  cl::opt<Type, true> Field##Option(                                           \
      Flag, cl::desc(Help), cl::location(Run.Translate.Field), cl::cat(Group##Options), \
      Group##Visibility __VA_OPT__(, ) __VA_ARGS__);
#define HIPIFY_RUN_OPTION(Field, Type, Default, Flag, Key, Group, Help, ...)   \
  OptionOf<Type>::type Field##Option(                                          \
      Flag, cl::desc(Help), cl::location(Run.Field), cl::cat(Group##Options),           \
      Group##Visibility __VA_OPT__(, ) __VA_ARGS__);
#define HIPIFY_ACCEPTED_OPTION(Field, Flag, Help)                              \
  cl::opt<bool, true> Field##Option(Flag, cl::desc(Help),                      \
                                    cl::location(Run.Field),                    \
                                    cl::cat(CompatOptions), CompatVisibility);
#define HIPIFY_ALIAS(Name, Flag, Of, Group, Help)                              \
  cl::alias Name(Flag, cl::desc(Help), cl::aliasopt(Of##Option),               \
                 cl::cat(Group##Options), Group##Visibility);
#define HIPIFY_LINT_OPTION(Field, Type, Default, Flag, Help, ...)              \
  OptionOf<Type>::type Lint##Field##Option(                                    \
      Flag, cl::desc(Help), cl::location(Lint.Field), cl::sub(LintCmd),        \
      cl::cat(LintCategory) __VA_OPT__(, ) __VA_ARGS__);
#include "hipify/Support/Options.def"

/// The options declared here, of the translation or of lint (\p Lint). The
/// help and the typo check read these, never the registry's objects: some
/// of those are LLVM's, built without RTTI, whose member calls UBSan's vptr
/// check cannot follow.
std::vector<cl::Option *> ownOptions(bool Lint) {
  if (Lint)
    return {
        &HelpShort,
#define HIPIFY_LINT_OPTION(Field, Type, Default, Flag, Help, ...)              \
  &Lint##Field##Option,
#include "hipify/Support/Options.def"
    };
  return {
      &HelpShort,
#define HIPIFY_TARGET_OPTION(Field, Flag, Help) &Field##Option,
#define HIPIFY_TRANSLATE_OPTION(Field, Type, Default, Flag, Group, Help, ...)  \
  &Field##Option,
#define HIPIFY_RUN_OPTION(Field, Type, Default, Flag, Key, Group, Help, ...)   \
  &Field##Option,
#define HIPIFY_ACCEPTED_OPTION(Field, Flag, Help) &Field##Option,
#define HIPIFY_ALIAS(Name, Flag, Of, Group, Help) &Name,
#include "hipify/Support/Options.def"
  };
}

/// Notes in Run.Given each option of the command line that was given.
void noteGiven() {
#define HIPIFY_TARGET_OPTION(Field, Flag, Help)                                \
  if (Field##Option.getNumOccurrences())                                       \
    Run.Given.set(size_t(hipify::driver::OptionId::Field));
#define HIPIFY_TRANSLATE_OPTION(Field, Type, Default, Flag, Group, Help, ...)  \
  HIPIFY_TARGET_OPTION(Field, Flag, Help)
#define HIPIFY_RUN_OPTION(Field, Type, Default, Flag, Key, Group, Help, ...)   \
  HIPIFY_TARGET_OPTION(Field, Flag, Help)
#define HIPIFY_ACCEPTED_OPTION(Field, Flag, Help)                              \
  HIPIFY_TARGET_OPTION(Field, Flag, Help)
#include "hipify/Support/Options.def"
}

constexpr const char *Overview =
    "hipify-cxx: translate CUDA C++ sources to HIP\n\n"
    "  hipify-cxx [options] <source>... [-- <clang arguments>]\n"
    "  hipify-cxx [options] --in-root <dir> --out-root <dir>\n"
    "  hipify-cxx [options] -p <build dir>   (the compilation database's "
    "files)\n"
    "  hipify-cxx lint [options] [<path>...]\n"
    "  hipify-cxx compat [options] --out <dir> (--in-root <dir> | "
    "<source>...)\n"
    "     (CUDA stays the source: headers that build it for ROCm; "
    "docs/single-source.md)\n\n"
    "Without -o, --o-dir or --inplace, FILE is written to FILE.hip.\n"
    "Build files (CMakeLists.txt, *.cmake, Makefile, *.mk) are translated "
    "too, in a tree\nor given as inputs: nvcc -> hipcc, CUDA language and "
    "libraries -> HIP's, the GPU\nfrom --offload-arch "
    "(docs/build-files.md).\n";

/// Whether \p Arg asks for the help of the translation, and which:
/// true for --help-hidden (every option).
std::optional<bool> helpAsked(StringRef Arg) {
  if (!Arg.consume_front("-"))
    return std::nullopt;
  Arg.consume_front("-");
  if (Arg == "h" || Arg == "help" || Arg == "help-hidden")
    return Arg == "help-hidden";
  return std::nullopt;
}

/// --help: the overview, two examples, then the groups of Options.def in
/// their order, each option as LLVM prints it (by name); the groups not
/// shown only with \p Hidden (--help-hidden). LLVM's own printer orders
/// groups by name and lists every option, which buries the common ones.
void printHelp(bool Hidden) {
  raw_ostream &OS = outs();
  OS << "OVERVIEW: " << Overview
     << "\nEXAMPLES:\n\n"
        "  hipify-cxx saxpy.cu -o saxpy.hip --hip-version 6.2\n"
        "      one file, for HIP 6.2 (with a CUDA SDK at /usr/local/cuda or "
        "--cuda-path; without one,\n      CUDA's declarations are built in)\n"
        "  hipify-cxx --in-root src --out-root src-hip -I src/common "
        "--report-html report.html\n"
        "      a whole tree: sources translated, build files too, other files "
        "copied; the report\n      lists what needs a person first\n";
  std::vector<const cl::Option *> Listed;
  for (const cl::Option *O : ownOptions(/*Lint=*/false))
    if (!O->ArgStr.empty() &&
        (O->getOptionHiddenFlag() == cl::NotHidden ||
         (Hidden && O->getOptionHiddenFlag() == cl::Hidden)))
      Listed.push_back(O);
  llvm::sort(Listed, [](const cl::Option *A, const cl::Option *B) {
    return A->ArgStr < B->ArgStr;
  });
  size_t Width = 0;
  for (const cl::Option *O : Listed)
    Width = std::max(Width, O->getOptionWidth());
  unsigned HiddenCount = 0;
  for (const cl::OptionCategory *Group : Groups) {
    auto InGroup = [&](const cl::Option *O) {
      return is_contained(O->Categories, Group);
    };
    if (!Hidden && none_of(Listed, InGroup)) {
      HiddenCount += count_if(ownOptions(/*Lint=*/false), InGroup);
      continue;
    }
    OS << "\n" << Group->getName() << ":\n\n";
    for (const cl::Option *O : make_filter_range(Listed, InGroup))
      O->printOptionInfo(Width);
  }
  OS << "\nMore: ";
  if (!Hidden)
    OS << "--help-hidden (also the " << HiddenCount
       << " options of parsing, the cache and limits, and hipify-clang's "
          "spellings), ";
  OS << "--version, hipify-cxx lint --help;\nevery option: docs/usage.md.\n";
}

/// Whether each --NAME of \p Args (the command's options) is an option of
/// \p Sub (or a prefix option and its value); else says which is not, with
/// the nearest spelling, as LLVM does.
/// LLVM reads an unknown --NAME as single-letter options grouped when its
/// first letter is one that takes a value (--out-rot: "for the -o option:
/// may not occur within a group!").
bool knownOptions(ArrayRef<char *> Args, cl::SubCommand &Sub, bool Lint) {
  const auto &Options = cl::getRegisteredOptions(Sub);
  std::vector<cl::Option *> Own = ownOptions(Lint);
  for (StringRef A : Args) {
    if (!A.starts_with("--") || A.size() == 2)
      continue;
    StringRef Name = A.drop_front(2).split('=').first;
    // An option, or one of -I, -D, -j with its value joined (--j4).
    if (Options.count(Name) || any_of(Own, [&](const cl::Option *O) {
          return O->getFormattingFlag() == cl::Prefix &&
                 Name.starts_with(O->ArgStr);
        }))
      continue;
    std::string Nearest;
    unsigned Distance = ~0u;
    for (const cl::Option *O : Own)
      if (StringRef Known = O->ArgStr; !Known.empty())
        if (unsigned D = Name.edit_distance(Known);
            D < Distance || (D == Distance && Known < Nearest)) {
          Distance = D;
          Nearest = Known.str();
        }
    errs() << "hipify-cxx: Unknown command line argument '" << A
           << "'.  Try: 'hipify-cxx --help'\n";
    if (Distance <= std::max<size_t>(2, Name.size() / 3))
      errs() << "hipify-cxx: Did you mean '" << (Nearest.size() > 1 ? "--" : "-")
             << Nearest << "'?\n";
    return false;
  }
  return true;
}

/// hipify-cxx lint: the command line as given; Lint gives it meaning.
int lint() {
  auto Table = hipify::mapping::MappingTable::create();
  if (!Table) {
    WithColor::error(errs(), "hipify-cxx lint") << toString(Table.takeError())
                                                << "\n";
    return 2;
  }
  return hipify::lint::runCommand(Lint, **Table, outs(), errs());
}

/// --list-mappings: the tables (with any --mappings files) as documentation.
int listMappings() {
  using namespace hipify::mapping;
  auto Format =
      parseDocFormat(Run.ListMappings.empty() ? "md" : Run.ListMappings);
  if (!Format) {
    WithColor::error(errs(), "hipify-cxx")
        << "unknown --list-mappings format '" << Run.ListMappings
        << "' (expected md, csv, json or cuda-header)\n";
    return 2;
  }
  auto Table = MappingTable::create(Run.MappingFiles);
  if (!Table) {
    WithColor::error(errs(), "hipify-cxx") << toString(Table.takeError())
                                           << "\n";
    return 2;
  }
  if (!Run.OutputDir.empty()) {
    if (Error E = writeMappingDocs(**Table, *Format, Run.OutputDir)) {
      WithColor::error(errs(), "hipify-cxx") << toString(std::move(E)) << "\n";
      return 1;
    }
    return 0;
  }
  printMappings(**Table, *Format, Run.Library, outs());
  return 0;
}

} // namespace

/// The clang arguments after "--", less the inputs among them: sources are
/// named before "--". LibTooling drops such inputs too (hipify-clang's own
/// test harness passes some); each one dropped is named in a warning.
std::vector<std::string> clangArgs(ArrayRef<const char *> Args) {
  unsigned MissingIndex = 0, MissingCount = 0;
  // As clang++ reads them (not clang-cl: "/path" is no option here).
  opt::InputArgList Parsed = clang::getDriverOptTable().ParseArgs(
      Args, MissingIndex, MissingCount,
      opt::Visibility(clang::options::ClangOption));
  llvm::DenseSet<unsigned> Inputs;
  for (const opt::Arg *A : Parsed)
    if (A->getOption().getKind() == opt::Option::InputClass)
      Inputs.insert(A->getIndex());
  std::vector<std::string> Out;
  for (unsigned I = 0; I < Args.size(); ++I) {
    if (!Inputs.contains(I)) {
      Out.push_back(Args[I]);
      continue;
    }
    WithColor::warning(errs(), "hipify-cxx")
        << "ignoring '" << Args[I]
        << "' after '--': sources go before it, clang options after\n";
  }
  return Out;
}

/// The run of the command line \p Args (argv[0] first); \p ByServer: this
/// process is a server running a client's (docs/performance.md).
int runCommand(std::vector<std::string> Args, bool ByServer) {
  // A server's runs each start from the options' defaults.
  Run = {};
  Lint = {};
  cl::ResetAllOptionOccurrences();
  std::vector<char *> Pointers;
  for (std::string &A : Args)
    Pointers.push_back(A.data());
  Pointers.push_back(nullptr);
  int argc = static_cast<int>(Args.size());
  char **argv = Pointers.data();
  // hipify-cxx compat: a translation's options; it writes --out DIR only.
  bool CompatCmd = argc > 1 && std::strcmp(argv[1], "compat") == 0;
  std::vector<std::string> CommandLine = {
      sys::fs::getMainExecutable(argv[0], (void *)&clangArgs)};
  CommandLine.insert(CommandLine.end(), argv + 1, argv + argc);
  if (CompatCmd) {
    std::rotate(argv + 1, argv + 2, argv + argc);
    --argc;
  }
  // Arguments after "--" go to clang, less stray inputs.
  int Own = argc;
  std::vector<std::string> ClangArgs;
  for (int I = 1; I < argc; ++I)
    if (std::strcmp(argv[I], "--") == 0) {
      Own = I;
      ClangArgs = clangArgs(ArrayRef<const char *>(argv + I + 1, argv + argc));
      break;
    }
  cl::SetVersionPrinter([](raw_ostream &OS) {
    OS << "hipify-cxx " HIPIFY_VERSION " (LLVM/Clang " LLVM_VERSION_STRING
          ")\n";
  });
  SmallVector<const cl::OptionCategory *> Shown(std::begin(Groups),
                                                std::end(Groups));
  Shown.push_back(&LintCategory);
  cl::HideUnrelatedOptions(Shown);
  // Usage errors exit 2 (1 means findings or failed files). An option
  // written with '=' and nothing after it (--cache-dir=) is a usage error,
  // not the option's default: a script's empty variable, most likely.
  for (int I = 1; I < Own; ++I) {
    StringRef A = argv[I];
    if (A.size() > 2 && A.starts_with("-") && A.ends_with("=")) {
      WithColor::error(errs(), "hipify-cxx")
          << "'" << A << "' gives the option an empty value\n";
      return 2;
    }
  }
  // The translation's help is ours (the lint's is LLVM's).
  if (!(argc > 1 && LintCmd.getName() == argv[1]))
    for (int I = 1; I < Own; ++I)
      if (std::optional<bool> Hidden = helpAsked(argv[I])) {
        printHelp(*Hidden);
        return 0;
      }
  bool Linting = argc > 1 && LintCmd.getName() == argv[1];
  if (!knownOptions(ArrayRef<char *>(argv + 1 + Linting, argv + Own),
                    Linting ? LintCmd : cl::SubCommand::getTopLevel(),
                    Linting))
    return 2;
  if (!cl::ParseCommandLineOptions(Own, argv, Overview, &errs()))
    return 2;
  if (HelpShort) { // hipify-cxx lint -h
    cl::PrintHelpMessage(/*Hidden=*/false, /*Categorized=*/true);
    return 0;
  }
  noteGiven();
  if (LintCmd)
    return lint();
  if (Run.given(hipify::driver::OptionId::ListMappings))
    return listMappings();
  if (Run.ListRules) {
    hipify::rules::printRules(outs());
    return 0;
  }
  // clang's file systems take the working directory as given: one deleted
  // under the run would crash the parse.
  if (SmallString<256> Cwd; std::error_code EC = sys::fs::current_path(Cwd)) {
    WithColor::error(errs(), "hipify-cxx")
        << "the working directory is gone (" << EC.message()
        << "): run hipify-cxx from a directory that exists\n";
    return 2;
  }
  if (Run.Inputs.empty() && Run.InRoot.empty() && Run.BuildPath.empty()) {
    WithColor::error(errs(), "hipify-cxx")
        << "no input files (see --help)\n";
    return 2;
  }

  if (CompatCmd == Run.CompatDir.empty()) {
    WithColor::error(errs(), "hipify-cxx")
        << (CompatCmd ? "hipify-cxx compat needs --out <dir>, the compat "
                        "directory to write"
                      : "--out is hipify-cxx compat's (a translation goes to "
                        "-o, --o-dir or --out-root)")
        << "\n";
    return 2;
  }
  hipify::driver::Options O = std::move(Run);
  if (CompatCmd) // the sources stay as they are: its own rule remakes DIR
    O.CommandLine = std::move(CommandLine);
  O.ClangArgs = std::move(ClangArgs);
  Expected<hipify::driver::RunSetup> Setup = hipify::driver::resolve(O);
  if (!Setup) {
    WithColor::error(errs(), "hipify-cxx")
        << toString(Setup.takeError()) << "\n";
    return 2;
  }
  if (Setup->ServerIdle && !ByServer) {
    auto Served = [](ArrayRef<std::string> Request) {
      return runCommand(Request.vec(), /*ByServer=*/true);
    };
    if (auto Code = hipify::driver::server::runByServer(O, Setup->ServerIdle,
                                                        Args, Served))
      return *Code;
  }
  auto D = hipify::driver::Driver::create(std::move(O), std::move(*Setup));
  if (!D) {
    WithColor::error(errs(), "hipify-cxx") << toString(D.takeError()) << "\n";
    return 2;
  }
  return (*D)->run();
}

/// A run with --server whose server is already running goes to it before
/// the static constructors of LLVM's options (docs/performance.md).
static void runEarly(int argc, char **argv, char **envp) {
  if (auto Code = hipify::driver::server::runByRunningServer(argc, argv, envp))
    std::_Exit(*Code);
}
[[gnu::section(".preinit_array"),
  gnu::used]] static void (*const RunEarly)(int, char **, char **) = runEarly;

int main(int argc, char **argv) {
  InitLLVM X(argc, argv);
  return runCommand(std::vector<std::string>(argv, argv + argc),
                    /*ByServer=*/false);
}
