//===- LintConfig.cpp - the lint command: its options and .hipify-cxx.yaml ===//
//
// What `hipify-cxx lint` is asked: the command line (tools/hipify-cxx hands
// it over as given) over the configuration a tree keeps at its root, over
// the defaults; each word (a check, a policy, a format) read by one function
// for both. yaml-cpp throws: every exception is caught here and becomes an
// error with the file:line.
//
//===----------------------------------------------------------------------===//

#include "hipify/Lint/Linter.h"

#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/WithColor.h"

#include <yaml-cpp/yaml.h>

using namespace llvm;

namespace hipify::lint {

static Error configError(StringRef Path, const YAML::Mark &M,
                         const Twine &Msg) {
  return createStringError(inconvertibleErrorCode(), "%s:%d:%d: %s",
                           Path.str().c_str(), M.line + 1, M.column + 1,
                           Msg.str().c_str());
}

Error applyConfig(StringRef Path, LintOptions &Opts) {
  auto Buf = MemoryBuffer::getFile(Path, /*IsText=*/true);
  if (!Buf)
    return createStringError(Buf.getError(), "%s: %s", Path.str().c_str(),
                             Buf.getError().message().c_str());
  try {
    YAML::Node Doc = YAML::Load((*Buf)->getBuffer().str());
    if (Doc.IsNull())
      return Error::success();
    if (!Doc.IsMap())
      return configError(Path, Doc.Mark(), "expected a mapping");
    for (const auto &KV : Doc) {
      std::string Key = KV.first.as<std::string>();
      const YAML::Node &V = KV.second;
      auto List = [&]() -> Expected<std::vector<YAML::Node>> {
        if (!V.IsSequence())
          return configError(Path, V.Mark(), "'" + Key + "' must be a list");
        return std::vector<YAML::Node>(V.begin(), V.end());
      };
      if (Key == "checks") {
        auto L = List();
        if (!L)
          return L.takeError();
        Opts.Checks.clear();
        for (const YAML::Node &Item : *L) {
          std::string C = Item.as<std::string>();
          std::optional<guards::CheckId> Id = checkNamed(StringRef(C).trim());
          if (!Id)
            return configError(Path, Item.Mark(), "unknown check '" + C + "'");
          Opts.Checks.insert(*Id);
        }
      } else if (Key == "exclude") {
        auto L = List();
        if (!L)
          return L.takeError();
        for (const YAML::Node &Item : *L)
          Opts.Excludes.push_back(Item.as<std::string>());
      } else if (Key == "policy") {
        std::optional<guards::Policy> P = policyNamed(V.as<std::string>());
        if (!P)
          return configError(Path, V.Mark(),
                             "policy must be include, exclude or modern");
        Opts.Policy = *P;
      } else if (Key == "rocm-macro") {
        Opts.RocmMacro = V.as<std::string>();
        Opts.RocmMacroGiven = true;
      } else {
        return configError(Path, KV.first.Mark(), "unknown key '" + Key + "'");
      }
    }
  } catch (const YAML::Exception &E) {
    return configError(Path, E.mark, E.msg);
  }
  return Error::success();
}

std::optional<guards::CheckId> checkNamed(StringRef Name) {
  Name.consume_front("hipify-cxx-");
  return guards::findCheck(Name);
}

std::optional<guards::Policy> policyNamed(StringRef Name) {
  return StringSwitch<std::optional<guards::Policy>>(Name)
      .Case("include", guards::Policy::Include)
      .Case("exclude", guards::Policy::Exclude)
      .Case("modern", guards::Policy::Modern)
      .Default(std::nullopt);
}

std::optional<Format> formatNamed(StringRef Name) {
  return StringSwitch<std::optional<Format>>(Name)
      .Case("text", Format::Text)
      .Case("json", Format::Json)
      .Case("sarif", Format::Sarif)
      .Case("gcc", Format::Gcc)
      .Default(std::nullopt);
}

int runCommand(const LintArgs &Args, const mapping::MappingTable &Table,
               raw_ostream &Out, raw_ostream &Err) {
  auto Usage = [&](const Twine &Msg) {
    WithColor::error(Err, "hipify-cxx lint") << Msg << "\n";
    return 2;
  };
  LintOptions Opts;
  Opts.Paths = Args.Paths;
  std::optional<std::string> Config =
      Args.Config.empty()
          ? findConfig(Opts.Paths.empty() ? "." : Opts.Paths[0])
          : std::optional<std::string>(Args.Config);
  if (Config)
    if (Error E = applyConfig(*Config, Opts))
      return Usage(toString(std::move(E)));
  append_range(Opts.Excludes, Args.Excludes);
  if (!Args.Checks.empty()) {
    Opts.Checks.clear();
    for (StringRef C : Args.Checks) {
      std::optional<guards::CheckId> Id = checkNamed(C);
      if (!Id)
        return Usage("unknown check '" + C + "'");
      Opts.Checks.insert(*Id);
    }
  }
  if (!Args.Policy.empty()) {
    std::optional<guards::Policy> P = policyNamed(Args.Policy);
    if (!P)
      return Usage("--policy must be include, exclude or modern");
    Opts.Policy = *P;
  }
  if (!Args.RocmMacro.empty()) {
    Opts.RocmMacro = Args.RocmMacro;
    Opts.RocmMacroGiven = true;
  }
  std::optional<Format> F = formatNamed(Args.Format);
  if (!F)
    return Usage("--format must be text, json, sarif or gcc");
  Opts.Output = *F;
  Opts.Fix = Args.Fix;
  Opts.Jobs = Args.Jobs;
  if (!Args.Compat.empty()) {
    auto C = readCompat(Args.Compat, Table);
    if (!C)
      return Usage(toString(C.takeError()));
    Opts.Compat = std::move(*C);
  }
  for (const mapping::ApiRecord *R : Table.records())
    if (!R->Rewriter.empty())
      if (auto N =
              mapping::rewriterArgument(R->Rewriter, mapping::Family::WarpMask))
        Opts.WarpMasks[R->Cuda] = *N;
  Opts.Names = cudaNames(Table);
  return runLint(Opts, Table.guardMacros().vec(), Out, Err);
}

std::optional<std::string> findConfig(StringRef Start) {
  SmallString<256> Dir(Start);
  sys::fs::make_absolute(Dir);
  if (!sys::fs::is_directory(Dir))
    sys::path::remove_filename(Dir);
  while (!Dir.empty()) {
    SmallString<256> Candidate(Dir);
    sys::path::append(Candidate, ".hipify-cxx.yaml");
    if (sys::fs::exists(Candidate))
      return std::string(Candidate);
    StringRef Parent = sys::path::parent_path(Dir);
    if (Parent == Dir)
      break;
    // Parent is a prefix of Dir: shrink it (assigning Dir from itself is
    // undefined, and asserts in a build with assertions).
    Dir.truncate(Parent.size());
  }
  return std::nullopt;
}

} // namespace hipify::lint
