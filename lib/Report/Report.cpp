//===- Report.cpp - per-file and run statistics; text, CSV and JSON -------===//
//
// Nothing here counts on its own: replaced references and launches are the
// applied edits, unsupported references are the diagnostics. The text report
// ends with the two lines PyTorch's hipify users grep for:
//   Total number of unsupported CUDA function calls: N
//   Total number of replaced kernel launches: N
//
//===----------------------------------------------------------------------===//

#include "hipify/Report/Report.h"
#include "Totals.h"
#include "hipify/Support/Csv.h"
#include "hipify/Support/JsonText.h"
#include "hipify/Support/Sarif.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/JSON.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <set>
#include <tuple>

using namespace llvm;

namespace hipify::report {

StringRef statusName(FileStatus S) {
  switch (S) {
  case FileStatus::Translated:
    return "translated";
  case FileStatus::Unchanged:
    return "unchanged";
  case FileStatus::Failed:
    return "failed";
  case FileStatus::Copied:
    return "copied";
  case FileStatus::Skipped:
    return "skipped";
  }
  llvm_unreachable("status");
}

void FileReport::finish(StringRef Buffer) {
  std::vector<unsigned> LineStarts = {0};
  for (size_t I = 0; I < Buffer.size(); ++I)
    if (Buffer[I] == '\n')
      LineStarts.push_back(I + 1);
  Bytes = Buffer.size();
  Lines = LineStarts.size() - (Buffer.ends_with("\n") ? 1 : 0);
  auto LineOf = [&](unsigned Offset) {
    return std::upper_bound(LineStarts.begin(), LineStarts.end(), Offset) -
           LineStarts.begin();
  };
  for (Diagnostic &D : Diagnostics) {
    D.Line = LineOf(D.Offset);
    D.Column = D.Offset - LineStarts[D.Line - 1] + 1;
  }
  // A reference in a macro body expanded N times is one diagnostic.
  auto Key = [](const Diagnostic &D) {
    return std::make_tuple(D.Offset, D.Level, StringRef(D.Message), D.Tag);
  };
  llvm::stable_sort(Diagnostics, [&](const Diagnostic &A, const Diagnostic &B) {
    return Key(A) < Key(B);
  });
  Diagnostics.erase(std::unique(Diagnostics.begin(), Diagnostics.end(),
                                [&](const Diagnostic &A, const Diagnostic &B) {
                                  return Key(A) == Key(B);
                                }),
                    Diagnostics.end());
  // Consecutive lines with the same reason form one region.
  llvm::sort(TokenOnlyEdits);
  for (auto [Offset, Reason] : TokenOnlyEdits) {
    unsigned Line = LineOf(Offset);
    auto Same = llvm::find_if(TokenOnly, [&](const TokenOnlyRegion &R) {
      return R.Reason == Reason && Line >= R.FirstLine &&
             Line <= R.LastLine + 1;
    });
    if (Same != TokenOnly.end())
      Same->LastLine = std::max(Same->LastLine, Line);
    else
      TokenOnly.push_back({Line, Line, Reason});
  }
  llvm::sort(TokenOnly, [](const TokenOnlyRegion &A, const TokenOnlyRegion &B) {
    return A.FirstLine < B.FirstLine;
  });
  std::set<unsigned> Changed;
  for (const rewrite::Edit &E : Applied) {
    unsigned First = LineOf(E.Offset), Last = LineOf(E.Offset + E.Length);
    for (unsigned L = First; L <= Last; ++L)
      Changed.insert(L);
  }
  ChangedLines = Changed.size();

  // Hunks: the lines each edit touches, with Context lines around, merged
  // where they meet.
  constexpr unsigned Context = 2;
  unsigned LastLine = LineStarts.size();
  auto LineEnd = [&](unsigned Line) { // offset after the line's newline
    return Line < LineStarts.size() ? LineStarts[Line] : Buffer.size();
  };
  auto Newlines = [](StringRef S) { return unsigned(S.count('\n')); };
  int Shift = 0; // lines the edits before the current hunk added
  for (size_t I = 0; I < Applied.size();) {
    const rewrite::Edit &First = Applied[I];
    unsigned Begin = LineOf(First.Offset) > Context + 1
                         ? LineOf(First.Offset) - Context
                         : 1;
    unsigned End = I;
    unsigned EndLine = 0;
    int HunkShift = 0;
    for (; End < Applied.size(); ++End) {
      const rewrite::Edit &E = Applied[End];
      unsigned From = LineOf(E.Offset);
      if (End > I && From > EndLine + Context + 1)
        break;
      unsigned To = LineOf(E.Length ? E.Offset + E.Length - 1 : E.Offset);
      EndLine = std::min(std::max(EndLine, To + Context), LastLine);
      HunkShift += int(Newlines(E.Text)) -
                   int(Newlines(Buffer.substr(E.Offset, E.Length)));
    }
    Hunk H;
    H.OldLine = Begin;
    H.NewLine = Begin + Shift;
    unsigned Pos = LineStarts[Begin - 1];
    for (size_t J = I; J < End; ++J) {
      const rewrite::Edit &E = Applied[J];
      H.Old.push_back(Buffer.slice(Pos, E.Offset).str());
      H.New.push_back(H.Old.back());
      H.Old.push_back(Buffer.substr(E.Offset, E.Length).str());
      H.New.push_back(E.Text);
      Pos = E.Offset + E.Length;
    }
    H.Old.push_back(Buffer.slice(Pos, std::max<size_t>(Pos, LineEnd(EndLine)))
                        .str());
    H.New.push_back(H.Old.back());
    Hunks.push_back(std::move(H));
    Shift += HunkShift;
    I = End;
  }
}

unsigned FileReport::replaced() const {
  return count_if(Applied, [](const rewrite::Edit &E) { return E.Counted; });
}

unsigned FileReport::launches() const {
  return count_if(Applied, [](const rewrite::Edit &E) {
    return E.Counted && E.From.Rule == rewrite::Producer::KernelLaunch;
  });
}

unsigned FileReport::guards() const {
  return count_if(Applied, [](const rewrite::Edit &E) {
    return E.Counted && E.From.Rule == rewrite::Producer::Guard;
  });
}

unsigned FileReport::unsupported() const {
  return count_if(Diagnostics, [](const Diagnostic &D) {
    return D.Tag == Tag::Unsupported;
  });
}

unsigned FileReport::unsupportedCalls() const {
  return count_if(Diagnostics, [](const Diagnostic &D) {
    return D.Tag == Tag::Unsupported && D.Kind == "function";
  });
}

unsigned FileReport::count(Severity S) const {
  return count_if(Diagnostics, [&](const Diagnostic &D) { return D.Level == S; });
}

Tag verifyTag(VerifyClass C) {
  switch (C) {
  case VerifyClass::Expected:
    return Tag::VerifyExpected;
  case VerifyClass::Untranslated:
    return Tag::VerifyUntranslated;
  case VerifyClass::Unexpected:
    return Tag::VerifyUnexpected;
  }
  llvm_unreachable("a verify class");
}

unsigned FileReport::compileErrors(VerifyClass C) const {
  return count_if(CompileErrors,
                  [&](const Diagnostic &D) { return D.Tag == verifyTag(C); });
}

template <typename KeyFn>
static std::map<std::string, unsigned> tally(ArrayRef<rewrite::Edit> Edits,
                                             KeyFn Key) {
  std::map<std::string, unsigned> Out;
  for (const rewrite::Edit &E : Edits)
    if (E.Counted)
      ++Out[Key(E).str()];
  return Out;
}

std::map<std::string, unsigned> FileReport::byCategory() const {
  return tally(Applied, [](const rewrite::Edit &E) { return E.From.Category; });
}
std::map<std::string, unsigned> FileReport::byLibrary() const {
  return tally(Applied, [](const rewrite::Edit &E) { return E.From.Library; });
}
std::map<std::string, unsigned> FileReport::byName() const {
  return tally(Applied, [](const rewrite::Edit &E) { return E.From.Entry; });
}

namespace {

void printCounts(raw_ostream &OS, StringRef Title,
                 const std::map<std::string, unsigned> &Counts) {
  if (Counts.empty())
    return;
  OS << "  " << Title << ":";
  for (const auto &[K, V] : Counts)
    OS << " " << K << " " << V << ";";
  OS << "\n";
}

/// "file:line:col: severity: message [tag]", as clang prints its own.
std::string diagnosticLine(const FileReport &F, const Diagnostic &D) {
  return fmt::format("{}:{}:{}: {}: {} [{}]\n", F.File, D.Line, D.Column,
                     severityName(D.Level).str(), D.Message, tagName(D.Tag).str());
}

std::string verifyLine(const Totals &T, llvm::StringRef With) {
  return fmt::format("--verify{}: {} of {} compilation units compile; {} "
                     "expected and {} unexpected compile errors{}",
                     With.empty() ? "" : " (" + With.str() + ")", T.Compiled,
                     T.Verified, T.ExpectedErrors, T.UnexpectedErrors,
                     T.UntranslatedErrors
                         ? fmt::format(", {} from project headers not "
                                       "translated",
                                       T.UntranslatedErrors)
                         : "");
}

/// How to translate untranslated headers (\p What) found in \p Homes.
std::string translateWith(StringRef What, const std::set<std::string> &Homes) {
  return fmt::format("translate {} with --local-headers, or in a tree run "
                     "with --extra-root {}",
                     What.str(), fmt::join(Homes, " --extra-root "));
}

double percent(unsigned Part, unsigned Whole) {
  return Whole ? 100.0 * Part / Whole : 0.0;
}

} // namespace

void RunReport::printText(raw_ostream &OS) const {
  if (!Untranslated.empty())
    OS << "[hipify-cxx] " << untranslatedLine() << "\n";
  for (const FileReport &F : Files) {
    OS << fmt::format("[hipify-cxx] {} '{}'", statusName(F.Status).str(),
                      F.File);
    if (!F.Output.empty())
      OS << " -> '" << F.Output << "'";
    OS << fmt::format(": {} replaced, {} unsupported, {} kernel launches, "
                      "{} guards, {} of {} lines changed, {} parse errors, "
                      "{:.3f} s\n",
                      F.replaced(), F.unsupported(), F.launches(), F.guards(),
                      F.ChangedLines, F.Lines, F.count(Severity::Error),
                      F.Seconds);
    printCounts(OS, "by category", F.byCategory());
    printCounts(OS, "by library", F.byLibrary());
    if (!F.TokenOnly.empty()) {
      OS << "  translated at token level only:";
      for (const TokenOnlyRegion &R : F.TokenOnly)
        OS << (R.FirstLine == R.LastLine
                   ? fmt::format(" line {} ({});", R.FirstLine, R.Reason.str())
                   : fmt::format(" lines {}-{} ({});", R.FirstLine, R.LastLine,
                                 R.Reason.str()));
      OS << "\n";
    }
    for (const Diagnostic &D : F.Diagnostics)
      if (D.Level != Severity::Note || D.Tag == Tag::Guard)
        OS << "  " << diagnosticLine(F, D);
    if (F.Compiles)
      OS << fmt::format("  --verify: {}\n",
                        *F.Compiles ? "compiles" : "does not compile");
    for (const Diagnostic &D : F.CompileErrors)
      OS << "  " << diagnosticLine(F, D);
  }
  Totals T(Files);
  OS << fmt::format("[hipify-cxx] total: {} files ({} translated, {} "
                    "unchanged, {} copied, {} failed, {} skipped); target "
                    "CUDA {}, HIP {}\n",
                    T.Files, T.Translated, T.Unchanged, T.Copied, T.Failed,
                    T.Skipped, CudaVersion, HipVersion);
  OS << fmt::format("  CONVERTED refs count: {}\n", T.Replaced);
  OS << fmt::format("  UNCONVERTED refs count: {}\n", T.Unsupported);
  OS << fmt::format("  CONVERSION %: {:.1f}\n",
                    percent(T.Replaced, T.Replaced + T.Unsupported));
  OS << fmt::format("  CHANGED lines of code: {} of {} ({:.1f}%)\n",
                    T.ChangedLines, T.Lines,
                    percent(T.ChangedLines, T.Lines));
  OS << fmt::format("  guards rewritten: {}; parse errors: {}; conflicts: "
                    "{}; warnings: {}\n",
                    T.Guards, T.Errors, T.Conflicts, T.Warnings);
  if (T.Verified)
    OS << "  " << verifyLine(T, VerifiedWith) << "\n";
  printCounts(OS, "by category", T.ByCategory);
  printCounts(OS, "by library", T.ByLibrary);
  printCounts(OS, "by name", T.ByName);
  OS << "Total number of unsupported CUDA function calls: "
     << T.UnsupportedCalls << "\n";
  OS << "Total number of replaced kernel launches: " << T.Launches << "\n";
}

void RunReport::printCsv(raw_ostream &OS) const {
  OS << "file,status,replaced,unsupported,unsupported_calls,kernel_launches,"
        "parse_errors,warnings,lines,changed_lines,bytes,seconds,compiles,"
        "expected_errors,unexpected_errors,untranslated_errors\n";
  // The project headers left untranslated first: they explain the errors.
  for (const UntranslatedHeader &H : Untranslated)
    OS << csvField(H.File) << ",untranslated" << std::string(14, ',') << "\n";
  for (const FileReport &F : Files)
    OS << fmt::format("{},{},{},{},{},{},{},{},{},{},{},{:.3f},{},{},{},{}\n",
                      csvField(F.File), statusName(F.Status).str(), F.replaced(),
                      F.unsupported(), F.unsupportedCalls(), F.launches(),
                      F.count(Severity::Error), F.count(Severity::Warning),
                      F.Lines, F.ChangedLines, F.Bytes, F.Seconds,
                      !F.Compiles ? "" : *F.Compiles ? "yes" : "no",
                      F.compileErrors(VerifyClass::Expected),
                      F.compileErrors(VerifyClass::Unexpected),
                      F.compileErrors(VerifyClass::Untranslated));
  Totals T(Files);
  double Seconds = 0;
  for (const FileReport &F : Files)
    Seconds += F.Seconds;
  OS << fmt::format("TOTAL,,{},{},{},{},{},{},{},{},{},{:.3f},{},{},{},{}\n",
                    T.Replaced, T.Unsupported, T.UnsupportedCalls, T.Launches,
                    T.Errors, T.Warnings, T.Lines, T.ChangedLines, T.Bytes,
                    Seconds, T.Compiled, T.ExpectedErrors, T.UnexpectedErrors,
                    T.UntranslatedErrors);
}

json::Array textArray(ArrayRef<std::string> Texts) {
  json::Array Out;
  for (const std::string &T : Texts)
    Out.push_back(jsonText(T));
  return Out;
}

static json::Object counts(const std::map<std::string, unsigned> &M) {
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
  for (const rewrite::Edit &E : Applied)
    Edits.push_back(json::Object{{"offset", E.Offset},
                                 {"length", E.Length},
                                 {"text", jsonText(E.Text)},
                                 {"rule", rewrite::producerName(E.From.Rule)},
                                 {"entry", jsonText(E.From.Entry)},
                                 {"tier", rewrite::tierName(E.From.From)},
                                 {"category", E.From.Category},
                                 {"library", E.From.Library},
                                 {"counted", E.Counted}});
  json::Array HunkArray;
  for (const Hunk &H : Hunks)
    HunkArray.push_back(json::Object{{"old_line", H.OldLine},
                                     {"new_line", H.NewLine},
                                     {"old", textArray(H.Old)},
                                     {"new", textArray(H.New)}});
  json::Object Out{{"file", jsonText(File)},
                      {"output", jsonText(Output)},
                      {"status", statusName(Status)},
                      {"cached", Cached},
                      {"problem", jsonText(Problem)},
                      {"cuda_sdk", UsedCudaSdk},
                      {"replaced", replaced()},
                      {"unsupported", unsupported()},
                      {"unsupported_calls", unsupportedCalls()},
                      {"kernel_launches", launches()},
                      {"guards_rewritten", guards()},
                      {"parse_errors", count(Severity::Error)},
                      {"lines", Lines},
                      {"changed_lines", ChangedLines},
                      {"bytes", Bytes},
                      {"seconds", Seconds},
                      {"by_category", counts(byCategory())},
                      {"by_library", counts(byLibrary())},
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

std::string RunReport::untranslatedLine() const {
  if (Untranslated.empty())
    return "";
  std::string Names;
  std::set<std::string> Homes;
  for (const UntranslatedHeader &H : Untranslated) {
    Names += (Names.empty() ? "" : ", ") + H.File +
             (H.CudaName.empty() ? "" : " ('" + H.CudaName + "')");
    Homes.insert(H.Home);
  }
  bool One = Untranslated.size() == 1;
  return fmt::format("{} project {} outside the translated files {} CUDA and "
                     "{} not translated: {}; {}, else the code that includes "
                     "{} will not compile on ROCm",
                     Untranslated.size(), One ? "header" : "headers",
                     One ? "uses" : "use", One ? "was" : "were", Names,
                     translateWith(One ? "it" : "them", Homes),
                     One ? "it" : "them");
}

void RunReport::printJson(raw_ostream &OS) const {
  json::Array Headers;
  for (const UntranslatedHeader &H : Untranslated)
    Headers.push_back(json::Object{{"file", jsonText(H.File)},
                                   {"cuda_name", H.CudaName},
                                   {"include_dir", jsonText(H.Home)}});
  json::Array FileArray;
  for (const FileReport &F : Files)
    FileArray.push_back(F.toJson());
  Totals T(Files);
  json::Object Root{
      {"tool", "hipify-cxx"},
      {"format_version", 1},
      {"targets", json::Object{{"cuda", CudaVersion}, {"hip", HipVersion}}},
      {"files", std::move(FileArray)},
      {"totals",
       json::Object{{"files", T.Files},
                    {"translated", T.Translated},
                    {"unchanged", T.Unchanged},
                    {"copied", T.Copied},
                    {"cached", T.Cached},
                    {"failed", T.Failed},
                    {"skipped", T.Skipped},
                    {"replaced", T.Replaced},
                    {"unsupported", T.Unsupported},
                    {"unsupported_calls", T.UnsupportedCalls},
                    {"kernel_launches", T.Launches},
                    {"guards_rewritten", T.Guards},
                    {"parse_errors", T.Errors},
                    {"conflicts", T.Conflicts},
                    {"warnings", T.Warnings},
                    {"lines", T.Lines},
                    {"changed_lines", T.ChangedLines},
                    {"by_category", counts(T.ByCategory)},
                    {"by_library", counts(T.ByLibrary)},
                    {"by_name", counts(T.ByName)},
                    {"verified", T.Verified},
                    {"compiled", T.Compiled},
                    {"expected_errors", T.ExpectedErrors},
                    {"unexpected_errors", T.UnexpectedErrors},
                    {"untranslated_errors", T.UntranslatedErrors}}},
      {"untranslated_headers", std::move(Headers)}};
  OS << formatv("{0:2}", json::Value(std::move(Root))) << "\n";
}

void RunReport::printSarif(raw_ostream &OS) const {
  std::set<StringRef> Tags;
  json::Array Results;
  auto Name = [](const Diagnostic &D) { return tagName(D.Tag); };
  // The project headers left untranslated first: they explain the errors.
  StringRef HeaderTag = tagName(Tag::UntranslatedHeader);
  if (!Untranslated.empty())
    Tags.insert(HeaderTag);
  for (const UntranslatedHeader &H : Untranslated)
    Results.push_back(sarif::result(
        HeaderTag, "warning",
        fmt::format("'{}' uses CUDA{} and was not translated: {}", H.File,
                    H.CudaName.empty() ? "" : " ('" + H.CudaName + "')",
                    translateWith("it", {H.Home})),
        H.File, 1, 1));
  for (const FileReport &F : Files)
    for (const Diagnostic &D : F.Diagnostics) {
      if (D.Level != Severity::Warning)
        continue;
      Tags.insert(Name(D));
      Results.push_back(sarif::result(Name(D), "warning", D.Message, F.File,
                                      D.Line, D.Column));
    }
  std::set<StringRef> VerifyTags;
  for (const FileReport &F : Files)
    for (const Diagnostic &D : F.CompileErrors) {
      VerifyTags.insert(Name(D));
      Results.push_back(sarif::result(Name(D), severityName(D.Level), D.Message,
                                      F.File, D.Line, D.Column));
    }
  json::Array Rules;
  // Ordered by name, as the tags' spellings sort.
  for (StringRef T : Tags)
    Rules.push_back(
        sarif::rule(T, T, tagDescription(*tagNamed(T)), "warning"));
  for (StringRef T : VerifyTags)
    Rules.push_back(sarif::rule(
        T, T, tagDescription(*tagNamed(T)),
        T == tagName(verifyTag(VerifyClass::Unexpected)) ? "error" : "note"));
  sarif::print(OS, std::move(Rules), std::move(Results));
}

std::string RunReport::verifySummary() const {
  Totals T(Files);
  return T.Verified ? verifyLine(T, VerifiedWith) : "";
}

void RunReport::printSummary(raw_ostream &OS, double WallSeconds) const {
  Totals T(Files);
  OS << fmt::format("[hipify-cxx] {} files in {:.1f} s: {} translated, {} "
                    "unchanged, {} copied, {} failed, {} skipped ({} from "
                    "the cache)\n",
                    T.Files, WallSeconds, T.Translated, T.Unchanged, T.Copied,
                    T.Failed, T.Skipped, T.Cached);
  OS << fmt::format("  {} references replaced, {} kernel launches, {} guards "
                    "rewritten; {} unsupported references, {} parse errors\n",
                    T.Replaced, T.Launches, T.Guards, T.Unsupported, T.Errors);
  if (T.Verified)
    OS << "  " << verifyLine(T, VerifiedWith) << "\n";
  std::vector<const FileReport *> Slowest;
  for (const FileReport &F : Files)
    if (F.Seconds > 0 && !F.Cached)
      Slowest.push_back(&F);
  llvm::stable_sort(Slowest, [](const FileReport *A, const FileReport *B) {
    return A->Seconds > B->Seconds;
  });
  if (!Slowest.empty()) {
    OS << "  slowest:";
    for (size_t I = 0; I < std::min<size_t>(Slowest.size(), 5); ++I)
      OS << fmt::format("{} {} ({:.2f} s)", I ? "," : "", Slowest[I]->File,
                        Slowest[I]->Seconds);
    OS << "\n";
  }
  std::vector<Blocker> Blockers = blockers(Files);
  if (!Blockers.empty())
    OS << "  unsupported APIs, by places blocked:\n";
  for (const Blocker &B : Blockers) {
    constexpr size_t Shown = 5;
    OS << fmt::format("    {} ({}):", B.Name.str(), B.Places.size());
    for (size_t I = 0; I < std::min(Shown, B.Places.size()); ++I)
      OS << fmt::format(" {}:{}:{}", B.Places[I].first->File,
                        B.Places[I].second->Line, B.Places[I].second->Column);
    if (B.Places.size() > Shown)
      OS << fmt::format(" and {} more", B.Places.size() - Shown);
    OS << "\n";
  }
}

void RunReport::printDiagnostics(raw_ostream &OS, bool WithNotes) const {
  for (const FileReport &F : Files)
    for (const Diagnostic &D : F.Diagnostics) {
      // Parse errors are data for the report; printed with -v only.
      bool Show = D.Level == Severity::Warning || WithNotes;
      if (Show)
        OS << diagnosticLine(F, D);
    }
  for (const FileReport &F : Files)
    for (const Diagnostic &D : F.CompileErrors)
      OS << diagnosticLine(F, D);
}

} // namespace hipify::report
