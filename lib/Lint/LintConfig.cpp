//===- LintConfig.cpp - read .hipify-cxx.yaml -----------------------------===//
//
// The lint configuration a tree keeps at its root. yaml-cpp throws: every
// exception is caught here and becomes an error with the file:line.
//
//===----------------------------------------------------------------------===//

#include "hipify/Lint/Linter.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

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
          StringRef Name = StringRef(C).trim();
          Name.consume_front("hipify-cxx-");
          std::optional<guards::CheckId> Id = guards::findCheck(Name);
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
        std::string P = V.as<std::string>();
        if (P == "include")
          Opts.Policy = guards::Policy::Include;
        else if (P == "exclude")
          Opts.Policy = guards::Policy::Exclude;
        else if (P == "modern")
          Opts.Policy = guards::Policy::Modern;
        else
          return configError(Path, V.Mark(),
                             "policy must be include, exclude or modern");
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
