//===- BuildTable.cpp - read mappings/build.yaml --------------------------===//
//
// The rules for build files are data (mappings/build.yaml, documented in
// mappings/SCHEMA.md). The binary carries the table as text and parses it
// once per run; a user never needs the file. yaml-cpp throws and LLVM is
// built without exceptions: every exception is caught here and becomes an
// llvm::Error naming the file:line:col of the offending input, as in
// lib/Mapping/MappingLoader.cpp.
//
//===----------------------------------------------------------------------===//

#include "hipify/BuildFiles/BuildTranslator.h"

#include "llvm/ADT/StringSet.h"

#include <yaml-cpp/yaml.h>

using namespace llvm;

namespace hipify::buildfiles {

namespace {

const char BuiltinText[] =
#include "BuildTable.inc"
    ;

struct Reader {
  std::string Path;

  Error error(const YAML::Mark &M, const Twine &Msg) const {
    return createStringError(inconvertibleErrorCode(), "%s:%d:%d: %s",
                             Path.c_str(), std::max(M.line, 0) + 1,
                             std::max(M.column, 0) + 1, Msg.str().c_str());
  }

  Error strings(const YAML::Node &N, std::vector<std::string> &Out) const {
    if (!N)
      return Error::success();
    if (!N.IsSequence())
      return error(N.Mark(), "expected a list of strings");
    for (const YAML::Node &S : N) {
      if (!S.IsScalar())
        return error(S.Mark(), "expected a string");
      Out.push_back(S.as<std::string>());
    }
    return Error::success();
  }

  /// A list of records with the keys \p Keys ("cuda" always required).
  Error records(const YAML::Node &N, std::initializer_list<StringRef> Keys,
                std::vector<BuildRule> &Out) const {
    if (!N)
      return Error::success();
    if (!N.IsSequence())
      return error(N.Mark(), "expected a list of records");
    StringSet<> Seen;
    for (const YAML::Node &R : N) {
      if (!R.IsMap())
        return error(R.Mark(), "expected a record ({cuda: ..., ...})");
      BuildRule Rule;
      Rule.Line = R.Mark().line + 1;
      for (const auto &KV : R) {
        std::string Key = KV.first.as<std::string>();
        if (!is_contained(Keys, StringRef(Key)) && Key != "cuda")
          return error(KV.first.Mark(), "unknown key '" + Key + "'");
        if (!KV.second.IsScalar())
          return error(KV.second.Mark(), "'" + Key + "' must be a scalar");
        std::string V = KV.second.as<std::string>();
        auto Flag = [&](bool &B) -> Error {
          if (V != "true" && V != "false")
            return error(KV.second.Mark(),
                         "'" + Key + "' must be true or false");
          B = V == "true";
          return Error::success();
        };
        Error E = Error::success();
        if (Key == "cuda")
          Rule.Cuda = V;
        else if (Key == "hip")
          Rule.Hip = V, Rule.HasHip = true;
        else if (Key == "note")
          Rule.Note = V;
        else if (Key == "first")
          Rule.First = V;
        else if (Key == "replace")
          Rule.Replace = V;
        else if (Key == "package")
          Rule.Package = V;
        else if (Key == "set")
          Rule.Set = V, Rule.HasSet = true;
        else if (Key == "property")
          Rule.Property = V, Rule.HasProperty = true;
        else if (Key == "when")
          Rule.When = V;
        else if (Key == "value")
          E = Flag(Rule.Value);
        else if (Key == "unwrap")
          E = Flag(Rule.Unwrap);
        else if (Key == "drop")
          E = Flag(Rule.Drop);
        if (E)
          return E;
      }
      if (Rule.Cuda.empty())
        return error(R.Mark(), "a record needs 'cuda'");
      if (!Seen.insert(Rule.Cuda + "\n" + Rule.First).second)
        return error(R.Mark(), "'" + Rule.Cuda + "' is listed twice");
      Out.push_back(std::move(Rule));
    }
    return Error::success();
  }

  Error check(const YAML::Node &Map, std::initializer_list<StringRef> Keys)
      const {
    if (!Map.IsMap())
      return error(Map.Mark(), "expected a map");
    for (const auto &KV : Map)
      if (!is_contained(Keys, StringRef(KV.first.as<std::string>())))
        return error(KV.first.Mark(),
                     "unknown key '" + KV.first.as<std::string>() + "'");
    return Error::success();
  }

  /// Reads a CMake rule set into \p C: its keys replace what \p C holds,
  /// a rule replaces the one of the same CUDA name.
  Error cmake(const YAML::Node &Node, CMakeRules &C) const {
    if (!Node)
      return Error::success();
    if (Error E = check(Node, {"prologue", "after-project", "languages",
                               "words", "commands", "flag-variables",
                               "nvcc-flag-variables"}))
      return E;
    if (Node["prologue"])
      C.Prologue = Node["prologue"].as<std::string>();
    if (Node["after-project"])
      C.AfterProject = Node["after-project"].as<std::string>();
    auto Strings = [&](const char *Key,
                       std::vector<std::string> &Into) -> Error {
      if (!Node[Key])
        return Error::success();
      Into.clear();
      return strings(Node[Key], Into);
    };
    if (Error E = Strings("flag-variables", C.FlagVariables))
      return E;
    if (Error E = Strings("nvcc-flag-variables", C.NvccFlagVariables))
      return E;
    if (YAML::Node L = Node["languages"]) {
      if (!L.IsMap())
        return error(L.Mark(), "expected a map of languages");
      C.Languages.clear();
      for (const auto &KV : L) {
        BuildRule R;
        R.Cuda = KV.first.as<std::string>();
        R.Hip = KV.second.as<std::string>();
        R.HasHip = true;
        C.Languages.push_back(std::move(R));
      }
    }
    auto Merge = [&](const YAML::Node &List,
                     std::initializer_list<StringRef> Keys,
                     std::vector<BuildRule> &Into) -> Error {
      std::vector<BuildRule> New;
      if (Error E = records(List, Keys, New))
        return E;
      for (BuildRule &R : New) {
        auto Same = llvm::find_if(Into, [&](const BuildRule &O) {
          return O.Cuda == R.Cuda && O.First == R.First;
        });
        if (Same != Into.end())
          *Same = std::move(R);
        else
          Into.push_back(std::move(R));
      }
      return Error::success();
    };
    if (Error E = Merge(Node["words"],
                        {"hip", "package", "set", "property", "note"}, C.Words))
      return E;
    return Merge(Node["commands"], {"hip", "first", "replace", "note"},
                 C.Commands);
  }

  Expected<BuildTable> read(StringRef Text) const {
    YAML::Node Doc = YAML::Load(Text.str());
    if (Error E = check(Doc, {"version", "options", "host-options", "make",
                              "cmake", "cmake-hip"}))
      return E;
    BuildTable T;
    if (!Doc["version"] || Doc["version"].as<unsigned>() != 1)
      return error(Doc.Mark(), "expected 'version: 1'");
    T.Version = 1;
    if (Error E = records(Doc["options"],
                          {"hip", "value", "unwrap", "drop", "note", "when"},
                          T.Options))
      return E;
    if (Error E = strings(Doc["host-options"], T.HostOptions))
      return E;
    if (YAML::Node Make = Doc["make"]) {
      if (Error E = check(Make, {"compilers", "nvcc-variables", "paths"}))
        return E;
      if (Error E = records(Make["compilers"], {"hip"}, T.MakeCompilers))
        return E;
      if (Error E = records(Make["paths"], {"hip"}, T.MakePaths))
        return E;
      if (Error E = strings(Make["nvcc-variables"], T.NvccVariables))
        return E;
    }
    if (Error E = cmake(Doc["cmake"], T.CMake))
      return E;
    T.CMakeHip = T.CMake;
    if (Error E = cmake(Doc["cmake-hip"], T.CMakeHip))
      return E;
    return T;
  }
};

} // namespace

Expected<BuildTable> BuildTable::parse(StringRef Path, StringRef Text) {
  Reader R{Path.str()};
  try {
    return R.read(Text);
  } catch (const YAML::Exception &E) {
    return R.error(E.mark, E.msg);
  }
}

Expected<BuildTable> BuildTable::builtin() {
  return parse("mappings/build.yaml", BuiltinText);
}

} // namespace hipify::buildfiles
