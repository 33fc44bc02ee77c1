//===- main.cpp - hipify-cxx command line ---------------------------------===//
//
// Turns the command line into an Options value and hands it to the Driver.
// The option names are AMD hipify-clang's, so that existing scripts keep
// working. Most options are made from their lines in Options.def,
// TranslateOptions.def and TargetOptions.def; here by hand are only those
// whose text is read (sizes, versions, --verify's mode), hipify-clang's
// aliases and undoing spellings, the subcommand and the listings.
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
#include <tuple>

using namespace llvm;

namespace {

cl::OptionCategory Category("hipify-cxx options");
cl::OptionCategory Compat("Accepted for hipify-clang compatibility");

// The options of a run, stored straight into Run: one line each in
// Options.def, and for what decides a translation in TranslateOptions.def
// and TargetOptions.def (the field, the cache key and the docs come from the
// same line).
using hipify::core::GuardPolicy;
using hipify::driver::OutputNames;
namespace mapping = hipify::mapping;
hipify::driver::Options Run;
template <typename T> struct OptionOf {
  using type = cl::opt<T, true>;
};
template <> struct OptionOf<std::vector<std::string>> {
  using type = cl::list<std::string, std::vector<std::string>>;
};
#define HIPIFY_RUN_OPTION(Field, Type, Default, Flag, Key, Help, ...)          \
  OptionOf<Type>::type Field##Option(Flag, cl::desc(Help),                     \
                                     cl::location(Run.Field),                  \
                                     cl::cat(Category) __VA_OPT__(, )          \
                                         __VA_ARGS__);
#include "hipify/Driver/Options.def"
#define HIPIFY_TARGET_OPTION(Field, Flag, Help)                                \
  cl::opt<bool, true> Field##Option(                                           \
      Flag, cl::desc(Help), cl::location(Run.Translate.Targets.Field),         \
      cl::cat(Category));
#include "hipify/Mapping/TargetOptions.def"
#define HIPIFY_TRANSLATE_OPTION(Field, Type, Default, Flag, Group, Help, ...)  \
  cl::opt<Type, true> Field##Option(Flag, cl::desc(Help),                      \
                                    cl::location(Run.Translate.Field),         \
                                    cl::cat(Group) __VA_OPT__(, ) __VA_ARGS__);
#include "hipify/Core/TranslateOptions.def"

cl::list<std::string> Inputs(cl::Positional, cl::desc("<source>..."),
                             cl::cat(Category));
cl::opt<std::string> MaxFileSize(
    "max-file-size",
    cl::desc("Refuse a source larger than this (default 128M; K, M, G "
             "suffixes; 0: no limit)"),
    cl::value_desc("size"), cl::init("128M"), cl::cat(Category));
cl::alias QuietShort("q", cl::desc("Alias for --quiet"),
                     cl::aliasopt(QuietOption), cl::cat(Category));
cl::opt<std::string> CacheMaxSize(
    "cache-max-size",
    cl::desc("Size limit of the cache: the least recently used entries go "
             "first (default 1G; K, M, G suffixes; 0: no limit)"),
    cl::value_desc("size"), cl::init("1G"), cl::cat(Category));
cl::opt<bool> Examine("examine",
                      cl::desc("Report only: --no-output and --print-stats"),
                      cl::cat(Category));
cl::opt<std::string> Verify(
    "verify", cl::ValueOptional,
    cl::desc("Compile each translated output for --offload-arch (syntax "
             "only) and report its errors as expected (at places the report "
             "flagged) or unexpected; =strict: exit 3 on an unexpected one"),
    cl::value_desc("strict"), cl::cat(Category));
cl::opt<std::string> Server(
    "server", cl::ValueOptional,
    cl::desc("Run through a warm hipify-cxx (one per parallel job, started "
             "by the first run that needs it), which stays this many seconds "
             "after its last run (default 60): one-file runs of a build cost "
             "about what one run over all files does"),
    cl::value_desc("seconds"), cl::cat(Category));
cl::alias KeepLaunchSyntaxAlias("keep-launch-syntax",
                           cl::desc("Alias for --cuda-kernel-execution-syntax"),
                           cl::aliasopt(KeepLaunchSyntaxOption), cl::cat(Category));
cl::opt<bool> HipLaunchSyntax("hip-kernel-execution-syntax",
                              cl::desc("Rewrite launches as hipLaunchKernelGGL "
                                       "(the default)"),
                              cl::cat(Category));
cl::alias DefaultPreprocessor(
    "default-preprocessor",
    cl::desc("Alias for --skip-excluded-preprocessor-conditional-blocks"),
    cl::aliasopt(SkipExcludedOption), cl::cat(Category));
cl::opt<bool> Amap("amap",
                   cl::desc("Translate as much as possible: every #if branch "
                            "(the default; overrides --default-preprocessor)"),
                   cl::cat(Category));
cl::opt<bool> UseHipDataTypes("use-hip-data-types",
                              cl::desc("Translate cuBLAS/cuSOLVER data types "
                                       "to hipDataType (the tables' default)"),
                              cl::cat(Compat));
cl::opt<std::string> HipVersion("hip-version",
                                cl::desc("Target HIP version, or 'newest' "
                                         "(default: the HIP of --rocm-path, "
                                         "$ROCM_PATH or /opt/rocm, else the "
                                         "newest the tables know)"),
                                cl::value_desc("X.Y[.Z]"), cl::cat(Category));
cl::opt<std::string> CudaVersion("cuda-version",
                                 cl::desc("CUDA version of the source "
                                          "(default: the SDK's)"),
                                 cl::value_desc("X.Y"), cl::cat(Category));
cl::opt<std::string> ListMappings(
    "list-mappings",
    cl::desc("Print the mapping tables with their versions (md, csv or json; "
             "with --o-dir: one file per family), or cuda-header (HIP names "
             "defined as their CUDA names; with --o-dir: an include tree), "
             "and exit"),
    cl::value_desc("md|csv|json|cuda-header"), cl::ValueOptional,
    cl::cat(Category));
cl::opt<bool> ListRules("list-rules",
                        cl::desc("Print the translation's rules (Markdown: "
                                 "what each does, the options it reads, the "
                                 "diagnostics it emits) and exit"),
                        cl::cat(Category));
cl::opt<std::string> Library("library",
                             cl::desc("With --list-mappings: only this family "
                                      "(runtime, blas, ...)"),
                             cl::cat(Category));
cl::opt<hipify::buildfiles::CMakeLanguage> CMakeLanguage(
    "cmake-language",
    cl::desc("How translated CMake projects compile HIP (default: hip for "
             "a HIP 6.0 or newer target, else cxx)"),
    cl::values(clEnumValN(hipify::buildfiles::CMakeLanguage::Hip, "hip",
                          "CMake's HIP language (LANGUAGES HIP, "
                          "CMAKE_HIP_ARCHITECTURES), as AMD documents for "
                          "ROCm 6 and 7"),
               clEnumValN(hipify::buildfiles::CMakeLanguage::Cxx, "cxx",
                          "hipcc as the C++ compiler, for any ROCm layout "
                          "(Debian's HIP 5.2 too)")),
    cl::cat(Category));

// hipify-cxx lint [PATH...]
cl::SubCommand LintCmd("lint",
                       "Flag what no header fixes for ROCm in CUDA sources: "
                       "version checks that silently exclude ROCm, inline "
                       "PTX, code for 32-lane warps, names a compat "
                       "directory lacks (no CUDA SDK needed, no C++ parsing)");
cl::OptionCategory LintCategory("hipify-cxx lint options");
cl::list<std::string> LintPaths(cl::Positional, cl::desc("<path>..."),
                                cl::sub(LintCmd), cl::cat(LintCategory));
cl::list<std::string> LintExcludes("exclude",
                                   cl::desc("Skip paths or file names "
                                            "matching this glob (repeatable)"),
                                   cl::value_desc("glob"), cl::sub(LintCmd),
                                   cl::cat(LintCategory));
cl::opt<bool> LintFix("fix", cl::desc("Apply the suggested fixes in place"),
                      cl::sub(LintCmd), cl::cat(LintCategory));
cl::opt<std::string> LintPolicy(
    "policy",
    cl::desc("The fix to suggest: include (ROCm takes the branch), exclude "
             "(ROCm skips it) or modern (what a new CUDA does; default)"),
    cl::value_desc("include|exclude|modern"), cl::sub(LintCmd),
    cl::cat(LintCategory));
cl::opt<std::string> LintRocmMacro("rocm-macro",
                                   cl::desc("The macro that marks a ROCm "
                                            "build (default "
                                            "__HIP_PLATFORM_AMD__)"),
                                   cl::sub(LintCmd), cl::cat(LintCategory));
cl::list<std::string> LintChecks("checks",
                                 cl::desc("Only these checks (comma-separated)"),
                                 cl::CommaSeparated, cl::sub(LintCmd),
                                 cl::cat(LintCategory));
cl::opt<std::string> LintFormat("format",
                                cl::desc("text (default), json, sarif or gcc"),
                                cl::init("text"), cl::sub(LintCmd),
                                cl::cat(LintCategory));
cl::opt<std::string> LintConfig("config",
                                cl::desc("Configuration file (default: the "
                                         "nearest .hipify-cxx.yaml)"),
                                cl::sub(LintCmd), cl::cat(LintCategory));
cl::opt<std::string> LintCompat(
    "compat",
    cl::desc("A directory hipify-cxx compat wrote: report each CUDA name and "
             "header the sources use that it does not provide "
             "(compat-uncovered)"),
    cl::value_desc("dir"), cl::sub(LintCmd), cl::cat(LintCategory));
cl::opt<unsigned> LintJobs("j", cl::desc("Parallel jobs (default: all cores)"),
                           cl::init(0), cl::sub(LintCmd),
                           cl::cat(LintCategory));

/// hipify-cxx lint: the command line as given; Lint gives it meaning.
int lint() {
  hipify::lint::LintArgs Args;
  Args.Paths = LintPaths;
  Args.Excludes = LintExcludes;
  Args.Checks = LintChecks;
  if (LintPolicy.getNumOccurrences())
    Args.Policy = LintPolicy;
  if (LintRocmMacro.getNumOccurrences())
    Args.RocmMacro = LintRocmMacro;
  Args.Format = LintFormat;
  Args.Config = LintConfig;
  Args.Fix = LintFix;
  Args.Jobs = LintJobs;
  Args.Compat = LintCompat;
  auto Table = hipify::mapping::MappingTable::create();
  if (!Table) {
    WithColor::error(errs(), "hipify-cxx lint") << toString(Table.takeError())
                                                << "\n";
    return 2;
  }
  return hipify::lint::runCommand(Args, **Table, outs(), errs());
}

/// --list-mappings: the tables (with any --mappings files) as documentation.
int listMappings() {
  using namespace hipify::mapping;
  auto Format =
      parseDocFormat(ListMappings.empty() ? "md" : ListMappings.getValue());
  if (!Format) {
    WithColor::error(errs(), "hipify-cxx")
        << "unknown --list-mappings format '" << ListMappings
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
  printMappings(**Table, *Format, Library, outs());
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

/// "512", "300K", "20M", "1G" (powers of 1024): a number of bytes.
std::optional<uint64_t> parseSize(StringRef Text) {
  uint64_t Scale = 1;
  for (auto [Suffix, Factor] :
       {std::pair('K', 1ull << 10), {'M', 1ull << 20}, {'G', 1ull << 30}})
    if (Text.consume_back_insensitive(StringRef(&Suffix, 1)))
      Scale = Factor;
  uint64_t N;
  if (Text.getAsInteger(10, N) || N > UINT64_MAX / Scale)
    return std::nullopt;
  return N * Scale;
}

/// The run of the command line \p Args (argv[0] first); \p ByServer: this
/// process is a server running a client's (docs/performance.md).
int runCommand(std::vector<std::string> Args, bool ByServer) {
  // A server's runs each start from the options' defaults.
  Run = {};
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
      sys::fs::getMainExecutable(argv[0], (void *)&parseSize)};
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
  cl::HideUnrelatedOptions({&Category, &Compat, &LintCategory});
  // Usage errors exit 2 (1 means findings or failed files).
  if (!cl::ParseCommandLineOptions(
      Own, argv,
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
      "(docs/build-files.md).\n",
      &errs()))
    return 2;
  if (LintCmd)
    return lint();
  if (ListMappings.getNumOccurrences())
    return listMappings();
  if (ListRules) {
    hipify::rules::printRules(outs());
    return 0;
  }
  if (Inputs.empty() && Run.InRoot.empty() && Run.BuildPath.empty()) {
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
  if (CompatCmd) { // the sources stay as they are
    O.NoOutput = true;
    O.CommandLine = std::move(CommandLine);
  }
  O.Inputs = Inputs;
  for (auto [Text, Option, Value] :
       {std::tuple(&CacheMaxSize, "--cache-max-size", &O.CacheMaxSize),
        {&MaxFileSize, "--max-file-size", &O.MaxFileSize}}) {
    std::optional<uint64_t> Size = parseSize(*Text);
    if (!Size) {
      WithColor::error(errs(), "hipify-cxx")
          << "malformed " << Option << " '" << *Text
          << "' (expected a size such as 500M or 2G)\n";
      return 2;
    }
    *Value = *Size;
  }
  if (Verify.getNumOccurrences()) {
    if (Verify != "" && Verify != "strict") {
      WithColor::error(errs(), "hipify-cxx")
          << "--verify takes no value or 'strict', not '" << Verify << "'\n";
      return 2;
    }
    O.Verify = Verify == "strict" ? hipify::driver::VerifyMode::Strict
                                  : hipify::driver::VerifyMode::Report;
  }
  if (CMakeLanguage.getNumOccurrences())
    O.CMakeLanguage = CMakeLanguage;
  O.ClangArgs = std::move(ClangArgs);
  if (Examine)
    O.NoOutput = O.PrintStats = true;
  // The targets' versions, parsed here once (the Driver holds them against
  // the tables and chooses the defaults).
  for (auto [Text, Option, Value] :
       {std::tuple(&HipVersion, StringRef("--hip-version"), &O.HipVersion),
        {&CudaVersion, StringRef("--cuda-version"), &O.CudaVersion}}) {
    if (!Text->getNumOccurrences())
      continue;
    bool Hip = Value == &O.HipVersion;
    if (Hip && *Text == "newest") {
      *Value = {true, {}};
      continue;
    }
    std::optional<VersionTuple> V = hipify::mapping::parseVersion(*Text);
    if (!V) {
      WithColor::error(errs(), "hipify-cxx")
          << "malformed " << Option << " '" << *Text
          << "' (expected a version such as "
          << (Hip ? "6.2 or 6.2.0" : "12.6") << ")\n";
      return 2;
    }
    *Value = {false, *V};
  }
  // hipify-clang's spellings that undo another option.
  if (HipLaunchSyntax)
    O.Translate.KeepLaunchSyntax = false;
  if (Amap)
    O.Translate.SkipExcluded = false;
  O.Translate.RocmMacroGiven = RocmMacroOption.getNumOccurrences() > 0;

  if (Server.getNumOccurrences() && !ByServer) {
    unsigned Idle = 60;
    if (!Server.empty() && (StringRef(Server).getAsInteger(10, Idle) ||
                            Idle == 0 || Idle > 86400)) {
      WithColor::error(errs(), "hipify-cxx")
          << "--server takes a number of seconds from 1 to 86400, not '"
          << Server << "'\n";
      return 2;
    }
    auto Served = [](ArrayRef<std::string> Request) {
      return runCommand(Request.vec(), /*ByServer=*/true);
    };
    if (auto Code = hipify::driver::server::runByServer(O, Idle, Args, Served))
      return *Code;
  }
  auto D = hipify::driver::Driver::create(std::move(O));
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
