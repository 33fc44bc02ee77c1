//===- MappingLoader.cpp - read and validate YAML mapping files -----------===//
//
// Reads the mapping tables of mappings/SCHEMA.md with yaml-cpp. This is the
// only file that sees yaml-cpp: it throws, LLVM is built without exceptions,
// so every exception is caught here and turned into an llvm::Error carrying
// the file:line:col of the offending input. The same code validates the
// built-in tables at build time (hipify-tablegen) and user files given with
// --mappings at run time, so both obey exactly one schema. The keys of API and
// header records come from ApiRecordFields.def and HeaderRecordFields.def.
//
//===----------------------------------------------------------------------===//

#include "hipify/Mapping/MappingLoader.h"
#include "hipify/Mapping/Helpers.h"
#include "hipify/Support/Words.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MemoryBuffer.h"

#include <yaml-cpp/depthguard.h>
#include <yaml-cpp/yaml.h>

#include <algorithm>

using namespace llvm;

namespace hipify::mapping {

namespace {

struct Located {
  std::string Path;
  /// yaml-cpp marks what has no place (the node of an empty document) with
  /// line and column -1: those errors point at the start of the file.
  Error error(const YAML::Mark &M, const Twine &Msg) const {
    return createStringError(inconvertibleErrorCode(), "%s:%d:%d: %s",
                             Path.c_str(), std::max(M.line, 0) + 1,
                             std::max(M.column, 0) + 1, Msg.str().c_str());
  }
};

/// A mapping file is text: yaml-cpp reads a NUL byte as the end of a quoted
/// scalar or an escape, and says something unrelated. Refused at its place.
Error checkText(const Located &L, StringRef Text) {
  size_t Nul = Text.find('\0');
  if (Nul == StringRef::npos)
    return Error::success();
  StringRef Before = Text.take_front(Nul);
  YAML::Mark M;
  M.line = Before.count('\n');
  M.column = Nul - (Before.rfind('\n') + 1); // npos + 1 == 0
  return L.error(M, "NUL byte: a mapping file is text (is this a binary "
                    "file?)");
}

/// HIP/roc names are usually identifiers, but a few are qualified names or
/// types ('rocrand_device::sobol32_engine<false>', 'void*').
bool isTargetName(StringRef S) {
  return !S.empty() && !isDigit(S.front()) && all_of(S, [](char C) {
    return isAlnum(C) || C == '_' || C == ':' || C == '<' || C == '>' ||
           C == '*' || C == ',' || C == ' ';
  });
}

bool isHeaderName(StringRef S) {
  return !S.empty() && all_of(S, [](char C) {
    return isAlnum(C) || C == '_' || C == '.' || C == '/' || C == '-' ||
           C == '+';
  });
}

/// The records list of a document, checked for shape.
Expected<YAML::Node> recordsOf(const Located &L, const YAML::Node &Doc,
                               ArrayRef<StringRef> TopKeys) {
  if (!Doc.IsMap())
    return L.error(Doc.Mark(), "expected a mapping with a 'records' list");
  for (const auto &KV : Doc) {
    std::string Key = KV.first.as<std::string>();
    if (!is_contained(TopKeys, StringRef(Key)))
      return L.error(KV.first.Mark(), "unknown key '" + Key + "'");
  }
  YAML::Node Records = Doc["records"];
  if (!Records || !Records.IsSequence())
    return L.error(Doc.Mark(), "missing 'records' list");
  return Records;
}

/// Reads one record as key -> scalar text, rejecting unknown keys.
Error readFields(const Located &L, const YAML::Node &Rec,
                 ArrayRef<StringRef> Keys, StringMap<YAML::Node> &Out) {
  if (!Rec.IsMap())
    return L.error(Rec.Mark(), "a record must be a mapping");
  for (const auto &KV : Rec) {
    std::string Key = KV.first.as<std::string>();
    if (!is_contained(Keys, StringRef(Key)))
      return L.error(KV.first.Mark(), "unknown key '" + Key + "'");
    if (!Out.try_emplace(Key, KV.second).second)
      return L.error(KV.first.Mark(), "key '" + Key + "' given twice");
  }
  return Error::success();
}

const StringRef ApiKeys[] = {
#define API_FIELD(Type, Name, Key, Default) Key,
#define API_ORIGIN(Type, Name, Default)
#include "hipify/Mapping/ApiRecordFields.def"
};

const StringRef HeaderKeys[] = {
#define HEADER_FIELD(Type, Name, Key, Default) Key,
#define HEADER_ORIGIN(Type, Name, Default)
#include "hipify/Mapping/HeaderRecordFields.def"
};

/// A header record field from the text under its key (see
/// HeaderRecordFields.def).
void read(StringRef Text, StringRef &Out) { Out = Text; }
void read(StringRef Text, bool &Out) { Out = Text == "true"; }
void read(StringRef Text, VersionTuple &Out) {
  Out = parseVersion(Text).value_or(VersionTuple());
}

class ApiReader {
public:
  ApiReader(const Located &L, StringSaver &Saver) : L(L), Saver(Saver) {}

  Expected<StringRef> text(const YAML::Node &N, StringRef Key) {
    if (!N.IsScalar())
      return L.error(N.Mark(), "'" + Key + "' must be a single value");
    return Saver.save(N.Scalar());
  }

  Error string(const StringMap<YAML::Node> &F, StringRef Key, StringRef &Out) {
    auto It = F.find(Key);
    if (It == F.end())
      return Error::success();
    auto T = text(It->second, Key);
    if (!T)
      return T.takeError();
    if ((Key == "hip" || Key == "roc") && !isTargetName(*T))
      return L.error(It->second.Mark(), "'" + *T + "' is not a C++ name");
    if (Key == "rewriter" && !isKnownRewriter(*T))
      return L.error(It->second.Mark(), "unknown rewriter '" + *T + "'");
    Out = *T;
    return Error::success();
  }

  Error version(const StringMap<YAML::Node> &F, StringRef Key,
                VersionTuple &Out) {
    auto It = F.find(Key);
    if (It == F.end())
      return Error::success();
    auto T = text(It->second, Key);
    if (!T)
      return T.takeError();
    auto V = parseVersion(*T);
    if (!V)
      return L.error(It->second.Mark(), "'" + Key + "': malformed version '" +
                                            *T + "'");
    Out = *V;
    return Error::success();
  }

  Error versionList(const StringMap<YAML::Node> &F, StringRef Key,
                    StringRef &Out) {
    auto It = F.find(Key);
    if (It == F.end())
      return Error::success();
    std::vector<std::string> Items;
    if (It->second.IsSequence()) {
      for (const auto &I : It->second)
        Items.push_back(I.as<std::string>());
    } else {
      Items.push_back(It->second.as<std::string>());
    }
    for (const auto &I : Items)
      if (!parseVersion(I))
        return L.error(It->second.Mark(),
                       "'" + Key + "': malformed version '" + I + "'");
    Out = Saver.save(join(Items, ","));
    return Error::success();
  }

  Expected<ApiRecord> record(const YAML::Node &Node, StringRef Library,
                             bool AllowDisable) {
    StringMap<YAML::Node> F;
    if (Error E = readFields(L, Node, ApiKeys, F))
      return E;
    ApiRecord R;
    R.Library = Library;
    R.File = Saver.save(L.Path);
    R.Line = Node.Mark().line + 1;
    auto Cuda = F.find("cuda");
    if (Cuda == F.end())
      return L.error(Node.Mark(), "record has no 'cuda' name");
    auto Name = text(Cuda->second, "cuda");
    if (!Name)
      return Name.takeError();
    // A member is named `struct.member`, a name inside a namespace or class
    // `ns::name` (PyTorch's cuda::CUDAGuard); everything else is an
    // identifier.
    auto [Struct, Member] = StringRef(*Name).split('.');
    SmallVector<StringRef, 4> Parts;
    Struct.split(Parts, "::");
    if (!all_of(Parts, isIdentifier) ||
        (!Member.empty() && (Parts.size() > 1 || !isIdentifier(Member))))
      return L.error(Cuda->second.Mark(),
                     "'" + *Name +
                         "' is not a C identifier (nor struct.member, nor "
                         "ns::name)");
    R.Cuda = *Name;
    if (auto D = F.find("drop"); D != F.end())
      R.Drop = D->second.as<std::string>() == "true";
    if (auto D = F.find("disabled"); D != F.end()) {
      if (!AllowDisable)
        return L.error(D->second.Mark(),
                       "'disabled' is only allowed in user mapping files");
      R.Disabled = D->second.as<std::string>() == "true";
    }
    auto KindIt = F.find("kind");
    if (KindIt == F.end()) {
      if (!R.Disabled)
        return L.error(Node.Mark(), "record '" + R.Cuda + "' has no 'kind'");
    } else {
      auto K = text(KindIt->second, "kind");
      if (!K)
        return K.takeError();
      auto Parsed = parseKind(*K);
      if (!Parsed)
        return L.error(KindIt->second.Mark(),
                       "unknown kind '" + *K +
                           "' (expected function, type, enum, define, "
                           "namespace or member)");
      R.K = *Parsed;
      if ((R.K == Kind::Member) != R.Cuda.contains('.'))
        return L.error(Cuda->second.Mark(),
                       "a record of kind 'member' is named struct.member, "
                       "and only such a record");
    }
#define API_STRING(Name, Key)                                                  \
  if (Error E = string(F, Key, R.Name))                                        \
    return E;
#define API_VERSION(Name, Key)                                                 \
  if (Error E = version(F, Key, R.Name))                                       \
    return E;
#define API_VERSION_LIST(Name, Key)                                            \
  if (Error E = versionList(F, Key, R.Name))                                   \
    return E;
#include "hipify/Mapping/ApiRecordFields.def"
    if (!R.Helper.empty()) {
      if (!helperNamed(R.Helper))
        return L.error(F.find("helper")->second.Mark(),
                       "unknown helper family '" + R.Helper + "'");
      R.HelperName = Saver.save(helperSpelling(R.Cuda));
    }
    if (auto It = F.find("flags"); It != F.end()) {
      if (!It->second.IsSequence())
        return L.error(It->second.Mark(), "'flags' must be a list");
      for (const auto &Flag : It->second) {
        static constexpr std::pair<StringLiteral, unsigned> Keys[] = {
#define HIPIFY_RECORD_FLAG(Id, Key, Doc) {Key, Flag##Id},
#include "hipify/Mapping/RecordFlags.def"
        };
        std::string S = Flag.as<std::string>();
        const auto *Known = llvm::find_if(
            Keys, [&](const auto &K) { return K.first == S; });
        if (Known == std::end(Keys))
          return L.error(Flag.Mark(), "unknown flag '" + S + "'");
        R.Flags |= Known->second;
      }
    }
    return R;
  }

private:
  const Located &L;
  StringSaver &Saver;
};

/// Runs \p Body, turning yaml-cpp's exceptions into errors at Path:line:col.
template <typename T, typename Fn>
Expected<T> guarded(const Located &L, Fn Body) {
  try {
    return Body();
  } catch (const YAML::DeepRecursion &E) {
    // yaml-cpp's own message for this is "bad file".
    return L.error(E.mark, "nested too deeply (" + Twine(E.depth()) +
                               " levels)");
  } catch (const YAML::Exception &E) {
    return L.error(E.mark, E.msg);
  }
}

/// Reads a file whose document is a `records` list, allowing only \p Keys;
/// \p Each turns one record (with a getter for its scalar fields, kept alive
/// by \p Saver) into a T.
template <typename T, typename Fn>
Expected<std::vector<T>> readRecords(const Located &L, StringRef Text,
                                     StringSaver &Saver,
                                     ArrayRef<StringRef> Keys, Fn Each) {
  return guarded<std::vector<T>>(L, [&]() -> Expected<std::vector<T>> {
    if (Error E = checkText(L, Text))
      return E;
    YAML::Node Doc = YAML::Load(Text.str());
    auto Records = recordsOf(L, Doc, {"records"});
    if (!Records)
      return Records.takeError();
    std::vector<T> Out;
    for (const auto &Node : *Records) {
      StringMap<YAML::Node> F;
      if (Error E = readFields(L, Node, Keys, F))
        return E;
      auto Get = [&](StringRef Key) -> StringRef {
        auto It = F.find(Key);
        return It == F.end() ? StringRef() : Saver.save(It->second.Scalar());
      };
      Expected<T> R = Each(Node, Get);
      if (!R)
        return R.takeError();
      Out.push_back(std::move(*R));
    }
    return Out;
  });
}

} // namespace

StringRef kindName(Kind K) {
  switch (K) {
  case Kind::Function:
    return "function";
  case Kind::Type:
    return "type";
  case Kind::Enum:
    return "enum";
  case Kind::Define:
    return "define";
  case Kind::Namespace:
    return "namespace";
  case Kind::Member:
    return "member";
  }
  llvm_unreachable("unknown kind");
}

std::optional<Kind> parseKind(StringRef Name) {
  return StringSwitch<std::optional<Kind>>(Name)
      .Case("function", Kind::Function)
      .Case("type", Kind::Type)
      .Case("enum", Kind::Enum)
      .Case("define", Kind::Define)
      .Case("namespace", Kind::Namespace)
      .Case("member", Kind::Member)
      .Default(std::nullopt);
}

std::optional<VersionTuple> parseVersion(StringRef Text) {
  SmallVector<StringRef, 3> Parts;
  Text.split(Parts, '.');
  if (Parts.empty() || Parts.size() > 3)
    return std::nullopt;
  for (StringRef P : Parts)
    if (P.empty() || !all_of(P, isDigit) || P.size() > 6)
      return std::nullopt;
  VersionTuple V;
  if (V.tryParse(Text))
    return std::nullopt;
  return V;
}

Expected<ApiFile> parseApiFile(StringRef Path, StringRef Text,
                               StringSaver &Saver, bool AllowDisable) {
  Located L{Path.str()};
  return guarded<ApiFile>(L, [&]() -> Expected<ApiFile> {
    if (Error E = checkText(L, Text))
      return E;
    YAML::Node Doc = YAML::Load(Text.str());
    auto Records = recordsOf(L, Doc, {"library", "records"});
    if (!Records)
      return Records.takeError();
    ApiFile Out;
    YAML::Node Lib = Doc["library"];
    if (!Lib || !Lib.IsScalar() || !isIdentifier(Lib.Scalar()))
      return L.error(Doc.Mark(), "missing or malformed 'library' name");
    Out.Library = Saver.save(Lib.Scalar());
    ApiReader Reader(L, Saver);
    StringMap<unsigned> Seen;
    for (const auto &Node : *Records) {
      auto R = Reader.record(Node, Out.Library, AllowDisable);
      if (!R)
        return R.takeError();
      auto [It, New] = Seen.try_emplace(R->Cuda, R->Line);
      if (!New)
        return L.error(Node.Mark(), formatv("'{0}' is listed twice (first at "
                                            "line {1})",
                                            R->Cuda, It->second));
      Out.Records.push_back(std::move(*R));
    }
    return Out;
  });
}

Expected<std::vector<HeaderRecord>>
parseHeaderFile(StringRef Path, StringRef Text, StringSaver &Saver) {
  Located L{Path.str()};
  StringMap<unsigned> Seen;
  return readRecords<HeaderRecord>(
      L, Text, Saver, HeaderKeys,
      [&](const YAML::Node &Node, auto Get) -> Expected<HeaderRecord> {
        HeaderRecord H;
        H.File = Saver.save(Path);
        H.Line = Node.Mark().line + 1;
#define HEADER_FIELD(Type, Name, Key, Default) read(Get(Key), H.Name);
#define HEADER_ORIGIN(Type, Name, Default)
#include "hipify/Mapping/HeaderRecordFields.def"
        for (StringRef Name : {H.Cuda, H.Hip, H.Roc, H.HipBefore})
          if (!Name.empty() && !isHeaderName(Name))
            return L.error(Node.Mark(), "'" + Name + "' is not a header name");
        for (StringRef Key : {"hip-added", "hip-moved"})
          if (!Get(Key).empty() && !parseVersion(Get(Key)))
            return L.error(Node.Mark(), "'" + Key + "' is not a version: '" +
                                            Get(Key) + "'");
        if (!H.Helper.empty() && !helperNamed(H.Helper))
          return L.error(Node.Mark(),
                         "unknown helper family '" + H.Helper + "'");
        if (H.HipBefore.empty() != H.HipMoved.empty())
          return L.error(Node.Mark(),
                         "'hip-before' and 'hip-moved' go together");
        if ((!H.HipAdded.empty() || !H.HipBefore.empty()) && H.Hip.empty())
          return L.error(Node.Mark(), "'hip-added' and 'hip-before' need 'hip'");
        if (H.Cuda.empty())
          return L.error(Node.Mark(), "record has no 'cuda' header");
        if (H.Library.empty())
          return L.error(Node.Mark(), "record has no 'library'");
        if (H.Drop && !H.Hip.empty())
          return L.error(Node.Mark(), "'drop' and 'hip' exclude each other");
        if (!Seen.try_emplace(H.Cuda, H.Line).second)
          return L.error(Node.Mark(), "'" + H.Cuda + "' is listed twice");
        return H;
      });
}

Expected<std::vector<GuardMacro>>
parseGuardFile(StringRef Path, StringRef Text, StringSaver &Saver) {
  Located L{Path.str()};
  static const StringRef Keys[] = {"macro", "role", "hip", "modern", "scale",
                                   "cuda-scale"};
  return readRecords<GuardMacro>(
      L, Text, Saver, Keys,
      [&](const YAML::Node &Node, auto Get) -> Expected<GuardMacro> {
        GuardMacro G;
        G.File = Saver.save(Path);
        G.Line = Node.Mark().line + 1;
        G.Macro = Get("macro");
        G.Hip = Get("hip");
        G.Scale = Get("scale");
        if (!isIdentifier(G.Macro) || (!G.Hip.empty() && !isIdentifier(G.Hip)))
          return L.error(Node.Mark(), "'macro' and 'hip' must be identifiers");
        auto Role = StringSwitch<std::optional<GuardRole>>(Get("role"))
                        .Case("cuda-version", GuardRole::CudaVersion)
                        .Case("cuda-compiler", GuardRole::CudaCompiler)
                        .Case("cuda-device", GuardRole::CudaDevice)
                        .Case("hip-version", GuardRole::HipVersion)
                        .Case("rocm", GuardRole::Rocm)
                        .Default(std::nullopt);
        if (!Role)
          return L.error(Node.Mark(), "unknown role '" + Get("role") + "'");
        G.Role = *Role;
        if (StringRef M = Get("modern");
            !M.empty() && M.getAsInteger(10, G.Modern))
          return L.error(Node.Mark(), "'modern' must be a number");
        if (StringRef S = Get("cuda-scale"); !S.empty()) {
          auto [Lo, Hi] = S.split('-');
          if (Lo.getAsInteger(10, G.CudaScaleLo) ||
              Hi.getAsInteger(10, G.CudaScaleHi) ||
              G.CudaScaleLo > G.CudaScaleHi)
            return L.error(Node.Mark(), "'cuda-scale' must be LOW-HIGH");
        }
        if (G.Role == GuardRole::HipVersion &&
            (G.Scale.empty() || !G.CudaScaleHi))
          return L.error(Node.Mark(), "a hip-version macro needs 'scale' and "
                                      "'cuda-scale'");
        return G;
      });
}

Expected<ApiFile> loadApiFile(StringRef Path, StringSaver &Saver,
                              bool AllowDisable) {
  auto Buf = MemoryBuffer::getFile(Path, /*IsText=*/true);
  if (!Buf)
    return createStringError(Buf.getError(), "%s: cannot read mapping file: %s",
                             Path.str().c_str(),
                             Buf.getError().message().c_str());
  return parseApiFile(Path, (*Buf)->getBuffer(), Saver, AllowDisable);
}

} // namespace hipify::mapping
