//===- HipifyCensus.cpp - every public name of CUDA's headers, known? -----===//
//
// The API census (docs/mappings.md, "The census"). The tables are meant to
// know every public name CUDA's headers declare, even if only to say that HIP
// has none: a name they do not know passes through a translation in silence.
// This tool asks clang, not regexes: it parses the headers of a scope
// (tools/hipify-census/census.yaml) in CUDA mode against an SDK, exactly as a
// translation does (frontend::commandLine), and walks what they declare at
// namespace scope: functions and function templates, types, typedefs and
// aliases, enumerations and their enumerators, variables and namespaces, and
// the macros the headers leave defined (their include guards aside). A name
// counts where its declaration is spelled in one of the SDK's headers outside
// include/cccl (libcu++, Thrust and CUB, whose names are namespaced and
// versioned apart). Names in a namespace are written qualified
// (`cooperative_groups::reduce`), as the tables write them.
//
// Each such name must be a record of the tables, a guard macro of the guard
// analysis, or match one of the scope's reviewed internal patterns (each with
// its reason). The others are printed, one per line, with their kind, their
// family and the header that declares them, and the exit status is 1.
// --amend writes them as `new` amendment rows (tools/import-facts) to review
// before they become records. It checks too that each record's cuda-header
// is what the headers say (mappings/SCHEMA.md); --where-declared writes them.
// --list prints every public name with what the census makes of it.
//
// Exit status: 0 every name known; 1 unknown names or a stale cuda-header;
// 2 usage error, no SDK or a parse that failed.
//
//===----------------------------------------------------------------------===//

#include "hipify/Frontend/CudaFrontend.h"
#include "hipify/Mapping/MappingTable.h"
#include "hipify/Support/Csv.h"

#include "clang/AST/ASTConsumer.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendAction.h"
#include "clang/Lex/HeaderSearch.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Tooling/Tooling.h"

#include "llvm/Support/CommandLine.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Regex.h"
#include "llvm/Support/VirtualFileSystem.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/YAMLTraits.h"
#include "llvm/Support/raw_ostream.h"

#include <functional>
#include <map>
#include <set>
#include <string>
#include <vector>

using namespace clang;
using namespace llvm;
namespace mapping = hipify::mapping;

//===----------------------------------------------------------------------===//
// The scope: census.yaml.
//===----------------------------------------------------------------------===//

namespace {
/// Headers parsed together (a unit: cublas.h and cublas_v2.h cannot be).
struct Unit {
  std::vector<std::string> Headers;
  /// Why clang's errors in these headers are expected (empty: none is).
  std::string ErrorsExpected;
};
/// The family of the names declared in the files whose path under include/
/// starts with Path; or, with Internal, why no name they declare is API.
struct FileFamily {
  std::string Path, Library, Internal;
};
/// Names that are no API: a pattern over the (qualified) name, the kinds it
/// applies to (all when empty), and why it is internal.
struct Internal {
  std::string Pattern, Reason;
  std::vector<std::string> Kinds;
  Regex Compiled;
};
struct CensusScope {
  std::vector<Unit> Units;
  std::vector<std::string> HipHeaders; // what --hip parses
  std::vector<FileFamily> Files;
  std::vector<Internal> Internals;
};
} // namespace

template <> struct yaml::MappingTraits<Unit> {
  static void mapping(IO &Io, Unit &U) {
    Io.mapRequired("headers", U.Headers);
    Io.mapOptional("errors-expected", U.ErrorsExpected);
  }
};
template <> struct yaml::MappingTraits<FileFamily> {
  static void mapping(IO &Io, FileFamily &F) {
    Io.mapRequired("path", F.Path);
    Io.mapOptional("library", F.Library);
    Io.mapOptional("internal", F.Internal);
  }
};
template <> struct yaml::MappingTraits<Internal> {
  static void mapping(IO &Io, Internal &I) {
    Io.mapRequired("pattern", I.Pattern);
    Io.mapOptional("kinds", I.Kinds);
    Io.mapRequired("reason", I.Reason);
  }
};
template <> struct yaml::MappingTraits<CensusScope> {
  static void mapping(IO &Io, CensusScope &S) {
    Io.mapRequired("units", S.Units);
    Io.mapRequired("hip-headers", S.HipHeaders);
    Io.mapRequired("files", S.Files);
    Io.mapRequired("internal", S.Internals);
  }
};
LLVM_YAML_IS_SEQUENCE_VECTOR(Unit)
LLVM_YAML_IS_SEQUENCE_VECTOR(FileFamily)
LLVM_YAML_IS_SEQUENCE_VECTOR(Internal)

static cl::opt<std::string> CudaPath("cuda", cl::desc("the CUDA SDK"),
                                     cl::value_desc("dir"));
static cl::opt<std::string> ScopeFile("scope", cl::Required,
                                      cl::desc("census.yaml"),
                                      cl::value_desc("file"));
static cl::opt<std::string> AmendFile(
    "amend", cl::desc("write the unknown names as 'new' amendment rows"),
    cl::value_desc("file.csv"));
static cl::opt<std::string> WhereFile(
    "where-declared",
    cl::desc("write the records' cuda-header (the include-where-used header "
             "that declares a name) as amendment rows"),
    cl::value_desc("file.csv"));
static cl::opt<bool> SkipIfMissing(
    "skip-if-missing",
    cl::desc("exit 77 (a skipped test), saying why, when no SDK is found"));
static cl::opt<bool> List("list",
                          cl::desc("print every public name and its verdict"));
static cl::list<std::string> Hip(
    "hip",
    cl::desc("with --amend: HIP's headers under DIR (a ROCm root) of HIP "
             "VERSION; the unknown names they declare too are HIP's, from "
             "the oldest VERSION given that declares them"),
    cl::value_desc("VERSION=DIR"));

static Expected<CensusScope> readScope(StringRef Path) {
  auto Buf = MemoryBuffer::getFile(Path);
  if (!Buf)
    return createStringError(Buf.getError(), "%s: %s", Path.str().c_str(),
                             Buf.getError().message().c_str());
  CensusScope S;
  std::string Problem;
  yaml::Input In((*Buf)->getBuffer(), nullptr,
                 [](const SMDiagnostic &D, void *Out) {
                   raw_string_ostream OS(*static_cast<std::string *>(Out));
                   D.print(nullptr, OS, /*ShowColors=*/false);
                 },
                 &Problem);
  In >> S;
  if (In.error())
    return createStringError(In.error(), "%s: %s", Path.str().c_str(),
                             Problem.c_str());
  for (Internal &I : S.Internals) {
    I.Compiled = Regex("^(" + I.Pattern + ")$");
    std::string Why;
    if (!I.Compiled.isValid(Why))
      return createStringError(inconvertibleErrorCode(),
                               "%s: pattern '%s': %s", Path.str().c_str(),
                               I.Pattern.c_str(), Why.c_str());
  }
  return S;
}

//===----------------------------------------------------------------------===//
// The names a parse declares.
//===----------------------------------------------------------------------===//

namespace {
struct Name {
  std::string Kind;   // function, type, enum, define, namespace (SCHEMA.md)
  std::string Header; // the file under include/ that spells it first
  /// Its record's name: in a namespace, the outermost one and the name
  /// (nvcuda::fragment for nvcuda::wmma::fragment), as the rules look it up.
  std::string Key;
  /// Every file under include/ that declares it (a type: defines it, where
  /// one does).
  std::set<std::string> Headers = {};
};
using Names = std::map<std::string, Name>;

/// Where the headers of a parse are: each directory, what its files are
/// named (the prefix that replaces the directory), and a subdirectory left
/// out. CUDA's: the SDK's include/ (cccl/ aside), and clang's own CUDA
/// headers, which declare some of CUDA's names in place of the SDK's
/// (__fns, __fmaf_ieee_rn: clang does not include sm_30_intrinsics.h),
/// named clang/<file>. HIP's: its include/.
struct Root {
  std::string Dir, Named, FilePrefix, Excluded;
};
struct Roots {
  std::vector<Root> Dirs;
  /// Whether every name a header declares is internal (census.yaml).
  std::function<bool(StringRef Header)> InternalFile;
};

class Collector {
public:
  Collector(const SourceManager &SM, const Roots &R, Names &Out)
      : SM(SM), R(R), Out(Out) {}

  void declContext(const DeclContext *DC, StringRef Prefix) {
    // A namespace its parent opens with `using namespace` is a version of
    // the parent's names (cooperative_groups::__v1), as an inline one is:
    // code names them through the parent.
    for (const Decl *D : DC->decls())
      if (const auto *U = dyn_cast<UsingDirectiveDecl>(D))
        if (const NamespaceDecl *NS = U->getNominatedNamespace())
          Transparent.insert(NS->getFirstDecl());
    for (const Decl *D : DC->decls())
      decl(D, Prefix);
  }

  void macros(Preprocessor &PP) {
    HeaderSearch &HS = PP.getHeaderSearchInfo();
    for (const auto &[II, State] : PP.macros()) {
      const MacroInfo *MI = PP.getMacroInfo(II);
      if (!MI || MI->isBuiltinMacro())
        continue;
      std::string Header = headerOf(MI->getDefinitionLoc());
      if (Header.empty())
        continue;
      // An include guard is the file's, not an API (the few that code tests
      // as feature flags are records already: cuda-macros.csv).
      FileID FID = SM.getFileID(SM.getFileLoc(MI->getDefinitionLoc()));
      if (OptionalFileEntryRef FE = SM.getFileEntryRefForID(FID))
        if (HS.getFileInfo(*FE).getControllingMacro(nullptr) == II)
          continue;
      add("", II->getName(), "define", Header);
    }
  }

private:
  const SourceManager &SM;
  const Roots &R;
  Names &Out;
  SmallPtrSet<const NamespaceDecl *, 8> Transparent;

  /// The header of the roots that spells \p Loc, or "".
  std::string headerOf(SourceLocation Loc) const {
    if (Loc.isInvalid())
      return "";
    StringRef File = SM.getFilename(SM.getFileLoc(Loc));
    for (const Root &Dir : R.Dirs) {
      StringRef In = File;
      if (In.consume_front(Dir.Dir) && In.starts_with(Dir.FilePrefix) &&
          (Dir.Excluded.empty() || !In.starts_with(Dir.Excluded)))
        return (Dir.Named + In).str();
    }
    return "";
  }

  /// A name declared in several headers is counted in the first that is not
  /// an internal file; \p Declares: \p Header is one of its Headers.
  void add(StringRef Prefix, StringRef Leaf, StringRef Kind, StringRef Header,
           bool Declares = true) {
    std::string Key = Prefix.empty()
                          ? Leaf.str()
                          : (Prefix.split("::").first + "::" + Leaf).str();
    Name N{Kind.str(), Header.str(), std::move(Key)};
    auto [It, New] = Out.try_emplace((Prefix + Leaf).str(), N);
    if (!New && R.InternalFile && R.InternalFile(It->second.Header) &&
        !R.InternalFile(Header)) {
      N.Headers = std::move(It->second.Headers);
      It->second = std::move(N);
    }
    if (Declares)
      It->second.Headers.insert(Header.str());
  }

  void named(const NamedDecl *D, StringRef Prefix, StringRef Kind) {
    if (!D->getDeclName().isIdentifier() || D->getName().empty())
      return;
    // A type is declared where it is defined: cuda_fp16.h's
    // `struct __nv_bfloat16;` does not make it a name of the fp16 header
    // (Name::Headers; it may still be where the name is spelled first).
    bool Forward = false;
    if (const auto *T = dyn_cast<TagDecl>(D))
      if (const TagDecl *Def = T->getDefinition();
          Def && Def != T && !headerOf(Def->getLocation()).empty())
        Forward = true;
    std::string Header = headerOf(D->getLocation());
    if (!Header.empty())
      add(Prefix, D->getName(), Kind, Header, !Forward);
  }

  void decl(const Decl *D, StringRef Prefix) {
    if (const auto *NS = dyn_cast<NamespaceDecl>(D)) {
      if (NS->isAnonymousNamespace())
        return;
      if (NS->isInline() || Transparent.contains(NS->getFirstDecl())) {
        declContext(NS, Prefix);
        return;
      }
      named(NS, Prefix, "namespace");
      declContext(NS, (Prefix + NS->getName() + "::").str());
    } else if (isa<LinkageSpecDecl>(D) || isa<ExportDecl>(D)) {
      declContext(cast<DeclContext>(D), Prefix);
    } else if (const auto *E = dyn_cast<EnumDecl>(D)) {
      named(E, Prefix, "type");
      std::string Inner =
          E->isScoped() ? (Prefix + E->getName() + "::").str() : Prefix.str();
      for (const EnumConstantDecl *C : E->enumerators())
        named(C, Inner, "enum");
    } else if (isa<TypeDecl>(D) || isa<ClassTemplateDecl>(D) ||
               isa<TypeAliasTemplateDecl>(D)) {
      named(cast<NamedDecl>(D), Prefix, "type");
    } else if (isa<FunctionDecl>(D) || isa<FunctionTemplateDecl>(D)) {
      named(cast<NamedDecl>(D), Prefix, "function");
    } else if (isa<VarDecl>(D) || isa<VarTemplateDecl>(D)) {
      named(cast<NamedDecl>(D), Prefix, "type");
    }
  }
};

class CensusAction : public ASTFrontendAction {
public:
  /// How the parse went.
  struct Outcome {
    bool Parsed = false, Errors = false, Fatal = false;
  };
  CensusAction(const Roots &R, Names &Out, Outcome &Result)
      : R(R), Out(Out), Result(Result) {}

  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &CI,
                                                 StringRef) override {
    struct Consumer : ASTConsumer {
      CensusAction &A;
      CompilerInstance &CI;
      Consumer(CensusAction &A, CompilerInstance &CI) : A(A), CI(CI) {}
      void HandleTranslationUnit(ASTContext &AST) override {
        A.Result = {true, CI.getDiagnostics().hasErrorOccurred(),
                    CI.getDiagnostics().hasFatalErrorOccurred()};
        Collector C(AST.getSourceManager(), A.R, A.Out);
        C.declContext(AST.getTranslationUnitDecl(), "");
        C.macros(CI.getPreprocessor());
      }
    };
    return std::make_unique<Consumer>(*this, CI);
  }

private:
  const Roots &R;
  Names &Out;
  Outcome &Result;
};
} // namespace

/// Parses \p Headers with the clang command line \p Args (whose last
/// argument is the file) and adds what they declare.
static bool parseHeaders(ArrayRef<std::string> Headers,
                         std::vector<std::string> Args, const Roots &R,
                         StringRef ErrorsExpected, Names &Out) {
  std::string Source;
  for (const std::string &H : Headers)
    Source += "#if __has_include(<" + H + ">)\n#include <" + H + ">\n#endif\n";
  auto Memory = makeIntrusiveRefCnt<vfs::InMemoryFileSystem>();
  Memory->addFile(Args.back(), 0, MemoryBuffer::getMemBufferCopy(Source));
  auto Overlay =
      makeIntrusiveRefCnt<vfs::OverlayFileSystem>(vfs::getRealFileSystem());
  Overlay->pushOverlay(Memory);
  auto Files = makeIntrusiveRefCnt<FileManager>(FileSystemOptions(), Overlay);
  CensusAction::Outcome Result;
  tooling::ToolInvocation Invocation(
      std::move(Args), std::make_unique<CensusAction>(R, Out, Result),
      Files.get());
  // A declaration clang rejects is still in the AST, with its name; where
  // the unit expects errors, they are counted, not printed.
  IgnoringDiagConsumer Quiet;
  if (!ErrorsExpected.empty())
    Invocation.setDiagnosticConsumer(&Quiet);
  Invocation.run();
  if (!Result.Parsed || Result.Fatal ||
      (Result.Errors && ErrorsExpected.empty())) {
    WithColor::error(errs(), "hipify-census")
        << "the headers of a unit do not parse (" << Headers.front()
        << ", ...)\n";
    return false;
  }
  return true;
}

/// The names HIP's headers under \p RootDir (a ROCm installation's root, or
/// a header set hip-sdk.sh assembled) declare, parsed as HIP for AMD.
static std::optional<Names> hipNames(const CensusScope &S, StringRef RootDir) {
  std::string Include = (RootDir + "/include/").str();
  // Clang's HIP headers define some of HIP's names (__host__, __device__).
  Roots R{{{Include, "", "", ""},
           {HIPIFY_CLANG_RESOURCE_DIR "/include/", "clang/", "__clang_hip",
            ""}},
          nullptr};
  std::vector<std::string> Args = {
      "clang++", "-x", "hip", "--rocm-path=" + RootDir.str(),
      "--hip-path=" + RootDir.str(), "-nogpulib", "--offload-arch=gfx90a",
      "-D__AMDGCN_WAVEFRONT_SIZE=64", "-fsyntax-only", "-w",
      "-resource-dir", HIPIFY_CLANG_RESOURCE_DIR};
  // /usr/include is a system directory already (Debian's HIP).
  if (RootDir != "/usr") {
    Args.push_back("-isystem");
    Args.push_back(Include);
  }
  Args.push_back("/__hipify_census__/hip.hip");
  Names Out;
  // Debian's HIP 5.2 fp16 header does not build with clang 22 (hipcc 5.2
  // has its own clang); what it declares is in the AST all the same.
  if (!parseHeaders(S.HipHeaders, Args, R, "a header clang 22 rejects in part",
                    Out))
    return std::nullopt;
  return Out;
}

//===----------------------------------------------------------------------===//
// The verdicts.
//===----------------------------------------------------------------------===//

/// The amendment rows of the unknown names: each a `new` record of its
/// family; where HIP's headers (\p Twins, oldest version first) declare the
/// name too, HIP's name is the same, from that version on.
static std::string
amendments(const std::map<std::string, const Name *> &Unknown,
           ArrayRef<std::pair<std::string, Names>> Twins, StringRef Cuda,
           function_ref<StringRef(StringRef)> Family) {
  // HIP's names by record name.
  std::vector<std::pair<std::string, StringMap<std::string>>> Declared;
  for (const auto &[Version, Names] : Twins) {
    Declared.emplace_back(Version, StringMap<std::string>());
    for (const auto &[Q, N] : Names)
      Declared.back().second.try_emplace(N.Key, N.Header);
  }
  std::string Text = "key,field,value,library,source\n";
  for (const auto &[Key, N] : Unknown) {
    std::string CudaKey = hipify::csvField("cuda:" + Key);
    Text += CudaKey + ",new," + N->Kind + "," + Family(N->Header).str() + "," +
            hipify::csvField(("CUDA " + Cuda + " " + N->Header +
                              " declares it (hipify-census)")
                                 .str()) +
            "\n";
    for (size_t I = 0; I < Declared.size(); ++I) {
      auto It = Declared[I].second.find(Key);
      if (It == Declared[I].second.end())
        continue;
      const std::string &Version = Declared[I].first;
      std::string Where = "HIP " + Version + "'s " + It->second +
                          " declares it too (hipify-census --hip)";
      Text += CudaKey + ",hip," + hipify::csvField(Key) + ",," +
              hipify::csvField(Where) + "\n";
      // The oldest HIP measured has it: no version is claimed.
      if (I > 0)
        Text += CudaKey + ",hip-added," + Version + ",," +
                hipify::csvField(Where) + "\n";
      break;
    }
  }
  return Text;
}

/// Writes \p Text to \p Path; false, saying why, where it cannot.
static bool writeFile(StringRef Path, StringRef Text) {
  std::error_code EC;
  raw_fd_ostream OS(Path, EC);
  if (!EC) {
    OS << Text;
    OS.close();
    EC = OS.error();
  }
  if (EC)
    WithColor::error(errs(), "hipify-census") << Path << ": " << EC.message()
                                              << "\n";
  return !EC;
}

/// The cuda-header each record should have (mappings/SCHEMA.md): the
/// header that declares the name where every header that does is flagged
/// include-where-used and all have one HIP twin (the first by name; a
/// cuda_bf16.h declaration, a cuda_bf16.hpp definition). A name the fp16
/// and bfloat16 headers both declare (__hadd's overloads) has none: the
/// types a file uses decide there.
static std::map<std::string, std::string>
whereDeclared(const Names &All, const mapping::MappingTable &Table) {
  std::map<std::string, std::optional<std::string>> Found;
  for (const auto &[Q, N] : All) {
    std::optional<std::string> Header;
    StringRef Twin;
    for (const std::string &H : N.Headers) {
      const mapping::HeaderRecord *R = Table.lookupHeader(H);
      if (!R || !R->IncludeWhereUsed || (Header && R->Hip != Twin)) {
        Header.reset();
        break;
      }
      if (!Header)
        Header = H;
      Twin = R->Hip;
    }
    // Two names of one record (in namespaces) must agree.
    auto [It, New] = Found.try_emplace(N.Key, Header);
    if (!New && It->second != Header)
      It->second.reset();
  }
  std::map<std::string, std::string> Where;
  for (auto &[Key, Header] : Found)
    if (Header)
      Where.emplace(Key, std::move(*Header));
  return Where;
}

/// The amendment field of a record's declaring header, as
/// ApiRecordFields.def spells it.
#define API_FIELD(Type, Name, Key, Default)
#define API_STRING(Name, Key)                                                  \
  [[maybe_unused]] static constexpr llvm::StringLiteral Name##Field(Key);
#include "hipify/Mapping/ApiRecordFields.def"

/// Says each record whose cuda-header is not what CUDA \p SdkVersion's
/// headers say (of the names and headers the scope parses: \p All), and
/// writes them all where --where-declared says. Returns how many are stale;
/// none where the file could not be written.
static std::optional<unsigned>
checkWhereDeclared(const Names &All, const mapping::MappingTable &Table,
                   StringRef SdkVersion) {
  std::map<std::string, std::string> Where = whereDeclared(All, Table);
  std::set<std::string> Keys, Headers;
  for (const auto &[Q, N] : All) {
    Keys.insert(N.Key);
    Headers.insert(N.Headers.begin(), N.Headers.end());
  }
  unsigned Stale = 0;
  for (const mapping::ApiRecord *R : Table.records()) {
    if (!Keys.count(R->Cuda.str()) && !Headers.count(R->CudaHeader.str()))
      continue;
    auto It = Where.find(R->Cuda.str());
    StringRef Want = It == Where.end() ? "" : StringRef(It->second);
    if (R->CudaHeader != Want) {
      outs() << "stale " << CudaHeaderField << " of '" << R->Cuda
             << "': the tables say '" << R->CudaHeader
             << "', CUDA's headers '" << Want << "'\n";
      ++Stale;
    }
  }
  if (Stale)
    outs() << "census: " << Stale << " records' " << CudaHeaderField
           << " differ from CUDA's headers (write them with "
              "--where-declared)\n";
  if (WhereFile.empty())
    return Stale;
  std::string Text = "key,field,value,library,source\n";
  for (const auto &[Key, Header] : Where)
    if (Table.lookup(Key))
      Text += hipify::csvField("cuda:" + Key) + "," + CudaHeaderField.str() +
              "," + Header + ",," +
              hipify::csvField("CUDA " + SdkVersion.str() + "'s " + Header +
                               " declares it (hipify-census --where-declared)") +
              "\n";
  if (!writeFile(WhereFile, Text))
    return std::nullopt;
  return Stale;
}

int main(int Argc, char **Argv) {
  cl::ParseCommandLineOptions(
      Argc, Argv,
      "hipify-census: the public names of CUDA's headers the tables do not "
      "know\n");
  auto Sdk = hipify::frontend::findCudaSdk(CudaPath);
  if (!Sdk) {
    WithColor::error(errs(), "hipify-census")
        << "no CUDA SDK found (--cuda, $CUDA_PATH, /usr/local/cuda)"
        << (SkipIfMissing ? ": the census is skipped" : "") << "\n";
    return SkipIfMissing ? 77 : 2;
  }
  Expected<CensusScope> S = readScope(ScopeFile);
  if (!S) {
    WithColor::error(errs(), "hipify-census") << toString(S.takeError())
                                              << "\n";
    return 2;
  }
  auto Table = mapping::MappingTable::create();
  if (!Table) {
    WithColor::error(errs(), "hipify-census") << toString(Table.takeError())
                                              << "\n";
    return 2;
  }
  auto fileRule = [&](StringRef Header) -> const FileFamily * {
    for (const FileFamily &F : S->Files)
      if (Header.starts_with(F.Path))
        return F.Library.empty() && F.Internal.empty() ? nullptr : &F;
    return nullptr;
  };
  Roots R{{{Sdk->Path + "/include/", "", "", "cccl/"},
           {HIPIFY_CLANG_RESOURCE_DIR "/include/", "clang/", "__clang_cuda",
            ""}},
          [&](StringRef Header) {
            const FileFamily *F = fileRule(Header);
            return F && !F->Internal.empty();
          }};
  hipify::frontend::ParseSetup Setup;
  Setup.Sdk = Sdk;
  Setup.ResourceDir = HIPIFY_CLANG_RESOURCE_DIR;
  Names All;
  // The parse a translation makes (-w: clang's warnings are not the
  // census's business; an error is, unless the unit expects it).
  for (const Unit &U : S->Units)
    if (!parseHeaders(U.Headers,
                      hipify::frontend::commandLine(
                          Setup, "/__hipify_census__/census.cu"),
                      R, U.ErrorsExpected, All))
      return 2;

  StringSet<> Guards;
  for (const mapping::GuardMacro &G : (*Table)->guardMacros())
    Guards.insert(G.Macro);
  auto internal = [&](StringRef Q, StringRef Kind) -> const Internal * {
    for (Internal &I : S->Internals)
      if ((I.Kinds.empty() || is_contained(I.Kinds, Kind)) &&
          I.Compiled.match(Q))
        return &I;
    return nullptr;
  };

  // By record name: two names of one namespace's (nvcuda::wmma::fragment,
  // nvcuda::fragment) are one record.
  std::map<std::string, const Name *> Unknown;
  std::map<std::string, unsigned> Counts;
  bool NoFamily = false;
  for (const auto &[Q, N] : All) {
    const FileFamily *F = fileRule(N.Header);
    if (!F) {
      WithColor::error(errs(), "hipify-census")
          << "no family for " << N.Header << " (" << Q
          << "): add it to the scope's files\n";
      NoFamily = true;
      continue;
    }
    std::string Verdict;
    if ((*Table)->lookup(N.Key) || Guards.contains(N.Key))
      Verdict = "known";
    else if (!F->Internal.empty())
      Verdict = "internal file " + F->Path;
    else if (const Internal *I = internal(Q, N.Kind))
      Verdict = "internal " + I->Pattern;
    else {
      Verdict = "UNKNOWN";
      Unknown.try_emplace(N.Key, &N);
    }
    ++Counts[StringRef(Verdict).starts_with("internal") ? "internal"
                                                         : Verdict];
    if (List)
      outs() << N.Kind << "\t" << Q << "\t" << N.Key << "\t" << N.Header
             << "\t" << Verdict << "\n";
  }
  if (NoFamily)
    return 2;

  for (const auto &[Key, N] : Unknown)
    outs() << "unknown " << N->Kind << " '" << Key << "' ("
           << fileRule(N->Header)->Library << ", " << N->Header << ")\n";
  outs() << "census: " << All.size() << " names declared; " << Counts["known"]
         << " known, " << Counts["internal"] << " internal, "
         << Counts["UNKNOWN"] << " unknown (" << Unknown.size()
         << " records)\n";

  std::optional<unsigned> Stale =
      checkWhereDeclared(All, **Table, Sdk->Version.getAsString());
  if (!Stale)
    return 2;

  if (!AmendFile.empty()) {
    std::vector<std::pair<std::string, Names>> Twins;
    for (StringRef Given : Hip) {
      auto [Version, Dir] = Given.split('=');
      std::optional<Names> Declared = hipNames(*S, Dir);
      if (!Declared)
        return 2;
      Twins.emplace_back(Version.str(), std::move(*Declared));
    }
    if (!writeFile(AmendFile,
                   amendments(Unknown, Twins, Sdk->Version.getAsString(),
                              [&](StringRef H) -> StringRef {
                                return fileRule(H)->Library;
                              })))
      return 2;
  }
  return Unknown.empty() && !*Stale ? 0 : 1;
}
