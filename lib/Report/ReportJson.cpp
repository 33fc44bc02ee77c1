//===- ReportJson.cpp - a file's report as JSON, and back -----------------===//
//
// The one JSON form of a file's report: the JSON report's entries, and the
// cache's format (a cached translation is its output and this). fromJson()
// refuses what it cannot read whole -- a missing field, an unknown status,
// tag or producer -- so the cache never serves a report a newer hipify-cxx
// would make differently.
//
//===----------------------------------------------------------------------===//

#include "hipify/Report/Report.h"
#include "hipify/Support/JsonText.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/JSON.h"

#include <map>

using namespace llvm;

namespace hipify::core {
/// An entry of a file report's "overloads", read back.
static bool fromJSON(const json::Value &V, Overload &O, json::Path P) {
  json::ObjectMapper M(V, P);
  return M && M.map("key", O.Key) && M.map("signature", O.Signature) &&
         M.map("params", O.Params);
}
} // namespace hipify::core

namespace hipify::report {

json::Array textArray(ArrayRef<std::string> Texts) {
  json::Array Out;
  for (const std::string &T : Texts)
    Out.push_back(jsonText(T));
  return Out;
}

json::Object countsObject(const std::map<std::string, unsigned> &M) {
  json::Object O;
  for (const auto &[K, V] : M)
    O[jsonText(K)] = V;
  return O;
}

static json::Array diagnosticArray(ArrayRef<Diagnostic> Diagnostics) {
  json::Array Diags;
  for (const Diagnostic &D : Diagnostics) {
    json::Object O{{"line", D.Line},
                   {"column", D.Column},
                   {"offset", D.Offset},
                   {"severity", severityName(D.Level)},
                   {"message", jsonText(D.Message)},
                   {"tag", tagName(D.Tag)}};
    if (!D.Name.empty()) {
      O["name"] = D.Name;
      O["kind"] = D.Kind;
      O["library"] = D.Library;
    }
    if (!D.Searched.empty())
      O["searched"] = textArray(D.Searched);
    if (D.Inactive)
      O["inactive"] = true;
    Diags.push_back(std::move(O));
  }
  return Diags;
}

json::Object FileReport::toJson() const {
  json::Array Diags = diagnosticArray(Diagnostics);
  json::Array Regions;
  for (const TokenOnlyRegion &R : TokenOnly)
    Regions.push_back(json::Object{{"first_line", R.FirstLine},
                                   {"last_line", R.LastLine},
                                   {"reason", R.Reason}});
  json::Array Edits;
  // Groups numbered by first appearance: the engine's numbers depend on
  // what else the parse made groups for, and a report must not.
  std::map<unsigned, unsigned> Groups;
  for (const rewrite::Edit &E : Applied)
    if (E.Group)
      Groups.try_emplace(E.Group, Groups.size() + 1);
  for (const rewrite::Edit &E : Applied)
    Edits.push_back(json::Object{{"offset", E.Offset},
                                 {"length", E.Length},
                                 {"text", jsonText(E.Text)},
                                 {"rule", rewrite::producerName(E.From.Rule)},
                                 {"entry", jsonText(E.From.Entry)},
                                 {"tier", rewrite::tierName(E.From.From)},
                                 {"category", E.From.Category},
                                 {"library", E.From.Library},
                                 {"counted", E.Counted},
                                 {"group", E.Group ? Groups[E.Group] : 0}});
  json::Array HunkArray;
  for (const Hunk &H : Hunks)
    HunkArray.push_back(json::Object{{"old_line", H.OldLine},
                                     {"new_line", H.NewLine},
                                     {"old", textArray(H.Old)},
                                     {"new", textArray(H.New)}});
  json::Array OverloadArray;
  for (const core::Overload &O : Overloads)
    OverloadArray.push_back(json::Object{{"key", jsonText(O.Key)},
                                         {"signature", jsonText(O.Signature)},
                                         {"params", textArray(O.Params)}});
  json::Object Out{{"file", jsonText(File)},
                   {"output", jsonText(Output)},
                   {"status", statusName(Status)},
                   {"cached", Cached},
                   {"problem", jsonText(Problem)},
                   {"cuda_sdk", UsedCudaSdk},
                   {"includers", Includers},
                   {"helpers", json::Array(Helpers)},
                   {"overloads", std::move(OverloadArray)},
                   {"replaced", replaced()},
                   {"unsupported", unsupported()},
                   {"unsupported_calls", unsupportedCalls()},
                   {"kernel_launches", launches()},
                   {"guards_rewritten", guards()},
                   {"parse_errors", parseErrors()},
                   {"missing_header_errors", missingHeaderErrors()},
                   {"lines", Lines},
                   {"changed_lines", ChangedLines},
                   {"bytes", Bytes},
                   {"seconds", Seconds},
                   {"by_category", countsObject(byCategory())},
                   {"by_library", countsObject(byLibrary())},
                   {"token_only_regions", std::move(Regions)},
                   {"diagnostics", std::move(Diags)},
                   {"edits", std::move(Edits)},
                   {"hunks", std::move(HunkArray)}};
  // Not part of the cache's record: --verify runs after the translation.
  if (Compiles)
    Out["compiles"] = *Compiles;
  if (Compiles || !CompileErrors.empty()) // a header's errors too
    Out["compile_errors"] = diagnosticArray(CompileErrors);
  return Out;
}

Expected<FileReport> FileReport::fromJson(const json::Value &V,
                                          UniqueStringSaver &Strings) {
  FileReport F;
  json::Path::Root Root("report");
  json::ObjectMapper M(V, Root);
  std::string Status;
  const json::Array *Diags = V.getAsObject()
                                 ? V.getAsObject()->getArray("diagnostics")
                                 : nullptr;
  const json::Array *Edits =
      V.getAsObject() ? V.getAsObject()->getArray("edits") : nullptr;
  const json::Array *Regions =
      V.getAsObject() ? V.getAsObject()->getArray("token_only_regions")
                      : nullptr;
  const json::Array *Hunks =
      V.getAsObject() ? V.getAsObject()->getArray("hunks") : nullptr;
  if (!M || !M.map("file", F.File) || !M.map("output", F.Output) ||
      !M.map("status", Status) || !M.map("cuda_sdk", F.UsedCudaSdk) ||
      !M.map("helpers", F.Helpers) || !M.map("includers", F.Includers) ||
      !M.mapOptional("overloads", F.Overloads) ||
      !M.map("lines", F.Lines) || !M.map("changed_lines", F.ChangedLines) ||
      !M.map("bytes", F.Bytes) || !Diags || !Edits || !Regions || !Hunks)
    return Root.getError();
  auto Fail = [] {
    return createStringError(inconvertibleErrorCode(),
                             "malformed file report");
  };
  static constexpr FileStatus Statuses[] = {
      FileStatus::Translated, FileStatus::Unchanged, FileStatus::Copied,
      FileStatus::Failed, FileStatus::Skipped};
  const FileStatus *S = find_if(
      Statuses, [&](FileStatus X) { return statusName(X) == Status; });
  if (S == std::end(Statuses))
    return Fail();
  F.Status = *S;
  auto Str = [&](const json::Object &O, StringRef Key) {
    return Strings.save(O.getString(Key).value_or(""));
  };
  auto Num = [](const json::Object &O, StringRef Key) {
    return static_cast<unsigned>(O.getInteger(Key).value_or(0));
  };
  for (const json::Value &DV : *Diags) {
    const json::Object *O = DV.getAsObject();
    if (!O)
      return Fail();
    Diagnostic D;
    D.Offset = Num(*O, "offset");
    D.Line = Num(*O, "line");
    D.Column = Num(*O, "column");
    StringRef Level = O->getString("severity").value_or("");
    D.Level = Level == "error"     ? Severity::Error
              : Level == "warning" ? Severity::Warning
                                   : Severity::Note;
    D.Message = O->getString("message").value_or("").str();
    std::optional<Tag> T = tagNamed(O->getString("tag").value_or(""));
    if (!T)
      return Fail();
    D.Tag = *T;
    D.Name = Str(*O, "name");
    D.Kind = Str(*O, "kind");
    D.Library = Str(*O, "library");
    if (const json::Array *Searched = O->getArray("searched"))
      for (const json::Value &Dir : *Searched)
        D.Searched.push_back(Dir.getAsString().value_or("").str());
    D.Inactive = O->getBoolean("inactive").value_or(false);
    F.Diagnostics.push_back(std::move(D));
  }
  for (const json::Value &EV : *Edits) {
    const json::Object *O = EV.getAsObject();
    if (!O)
      return Fail();
    rewrite::Edit E;
    E.Offset = Num(*O, "offset");
    E.Length = Num(*O, "length");
    E.Text = O->getString("text").value_or("").str();
    std::optional<rewrite::Producer> Rule =
        rewrite::producerNamed(O->getString("rule").value_or(""));
    if (!Rule)
      return Fail();
    E.From = {*Rule, Str(*O, "entry"),
              O->getString("tier") == "lexical" ? rewrite::Tier::Lexical
                                                : rewrite::Tier::Ast,
              Str(*O, "category"), Str(*O, "library")};
    E.Counted = O->getBoolean("counted").value_or(true);
    E.Group = Num(*O, "group");
    F.Applied.push_back(std::move(E));
  }
  for (const json::Value &RV : *Regions) {
    const json::Object *O = RV.getAsObject();
    if (!O)
      return Fail();
    F.TokenOnly.push_back(
        {Num(*O, "first_line"), Num(*O, "last_line"), Str(*O, "reason")});
  }
  for (const json::Value &HV : *Hunks) {
    Hunk H;
    json::ObjectMapper HM(HV, Root);
    if (!HM || !HM.map("old_line", H.OldLine) ||
        !HM.map("new_line", H.NewLine) || !HM.map("old", H.Old) ||
        !HM.map("new", H.New))
      return Fail();
    F.Hunks.push_back(std::move(H));
  }
  return F;
}

} // namespace hipify::report
