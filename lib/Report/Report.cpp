//===- Report.cpp - the run's report: text, CSV, JSON, SARIF, summaries ---===//
//
// The writers of a run's report (the HTML page is Html.cpp). Nothing here
// counts on its own: the totals are sums of the files' reports (Totals.h),
// which are views of their edits and diagnostics (FileReport.cpp). The text
// report ends with the two lines PyTorch's hipify users grep for:
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
#include "llvm/Support/Path.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <map>
#include <set>
#include <tuple>

using namespace llvm;

namespace hipify::report {

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
  // --extra-root DIR is mirrored into the output tree under DIR's name: the
  // translations compile with -I there in place of -I DIR.
  std::vector<std::string> Roots, Includes;
  for (const std::string &H : Homes) {
    Roots.push_back("--extra-root " + H);
    Includes.push_back(fmt::format("-I OUT/{} in place of -I {}",
                                   sys::path::filename(H).str(), H));
  }
  return fmt::format("translate {} with --local-headers, or in a tree run "
                     "with {} (then build the output with {}, OUT being "
                     "the --out-root)",
                     What.str(), fmt::join(Roots, " "),
                     fmt::join(Includes, ", "));
}

/// A header not found, for people: what it stopped, where it was looked for.
std::string missingLine(const MissingHeader &M) {
  return fmt::format(
      "'{}' not found: it stopped {} {}{} and {} {} follow from "
      "it (first at {}:{}); looked for in {}",
      M.Name, M.Files, M.Files == 1 ? "file" : "files",
      M.Unincluded ? fmt::format(" that no file of the run includes")
                   : std::string(),
      M.Errors,
      M.Errors == 1 ? "error" : "errors", M.First->File, M.At->Line,
      M.Searched.empty() ? "no directory"
                         : fmt::format("{}", fmt::join(M.Searched, ", ")));
}

/// The parse errors, the sources' own first.
std::string errorsLine(const Totals &T) {
  std::string Line = fmt::format("{} parse errors", T.Errors);
  if (T.UnincludedErrors)
    Line += fmt::format(" ({} of them in headers no file of the run "
                        "includes)",
                        T.UnincludedErrors);
  if (T.HeaderErrors)
    Line += fmt::format(" ({} more in headers translated with their includers)",
                        T.HeaderErrors);
  if (T.MissingHeaderErrors)
    Line += fmt::format(", {} after headers not found", T.MissingHeaderErrors);
  return Line;
}

double percent(unsigned Part, unsigned Whole) {
  return Whole ? 100.0 * Part / Whole : 0.0;
}

} // namespace

void RunReport::printText(raw_ostream &OS) const {
  // What stopped the parses first: the errors below follow from it.
  for (const MissingHeader &M : missingHeaders(Files))
    OS << "[hipify-cxx] " << missingLine(M) << "\n";
  if (!Untranslated.empty())
    OS << "[hipify-cxx] " << untranslatedLine() << "\n";
  for (const FileReport &F : Files) {
    OS << fmt::format("[hipify-cxx] {} '{}'", statusName(F.Status).str(),
                      F.File);
    if (!F.Output.empty())
      OS << " -> '" << F.Output << "'";
    OS << fmt::format(": {} replaced, {} unsupported, {} kernel launches, "
                      "{} guards, {} of {} lines changed, {} parse errors{}, "
                      "{:.3f} s\n",
                      F.replaced(), F.unsupported(), F.launches(), F.guards(),
                      F.ChangedLines, F.Lines, F.parseErrors(),
                      F.missingHeaderErrors()
                          ? fmt::format(" and {} after a header not found",
                                        F.missingHeaderErrors())
                          : "",
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
      if (D.Level != Severity::Note || tagIn(D.Tag, Tag::Guard, Tag::Helper))
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
  OS << fmt::format("  guards rewritten: {}; {}; conflicts: {}; warnings: "
                    "{}\n",
                    T.Guards, errorsLine(T), T.Conflicts, T.Warnings);
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
        "expected_errors,unexpected_errors,untranslated_errors,"
        "missing_header_errors,files_stopped\n";
  // The headers not found first (what stopped the parses), then the project
  // headers left untranslated: they explain the errors.
  for (const MissingHeader &M : missingHeaders(Files))
    OS << csvField(M.Name) << ",not-found" << std::string(15, ',') << M.Errors
       << "," << M.Files << "\n";
  for (const UntranslatedHeader &H : Untranslated)
    OS << csvField(H.File) << ",untranslated" << std::string(16, ',') << "\n";
  for (const FileReport &F : Files)
    OS << fmt::format(
        "{},{},{},{},{},{},{},{},{},{},{},{:.3f},{},{},{},{},{},"
        "\n",
        csvField(F.File), statusName(F.Status).str(), F.replaced(),
        F.unsupported(), F.unsupportedCalls(), F.launches(), F.parseErrors(),
        F.count(Severity::Warning), F.Lines, F.ChangedLines, F.Bytes, F.Seconds,
        !F.Compiles   ? ""
        : *F.Compiles ? "yes"
                      : "no",
        F.compileErrors(Tag::VerifyExpected),
        F.compileErrors(Tag::VerifyUnexpected),
        F.compileErrors(Tag::VerifyUntranslated), F.missingHeaderErrors());
  Totals T(Files);
  double Seconds = 0;
  for (const FileReport &F : Files)
    Seconds += F.Seconds;
  OS << fmt::format("TOTAL,,{},{},{},{},{},{},{},{},{},{:.3f},{},{},{},{},{},"
                    "\n",
                    T.Replaced, T.Unsupported, T.UnsupportedCalls, T.Launches,
                    T.Errors + T.HeaderErrors, T.Warnings, T.Lines,
                    T.ChangedLines, T.Bytes, Seconds, T.Compiled,
                    T.ExpectedErrors, T.UnexpectedErrors, T.UntranslatedErrors,
                    T.MissingHeaderErrors);
}

std::string RunReport::untranslatedLine() const {
  if (Untranslated.empty())
    return "";
  std::string Names;
  std::set<std::string> Homes;
  for (const UntranslatedHeader &H : Untranslated) {
    Names += (Names.empty() ? "" : ", ") + H.File +
             (H.CudaName.empty() ? ""
                                 : " (its first CUDA name: '" + H.CudaName +
                                       "')");
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
  json::Array Missing;
  for (const MissingHeader &M : missingHeaders(Files))
    Missing.push_back(json::Object{{"header", jsonText(M.Name)},
                                   {"files", M.Files},
                                   {"errors", M.Errors},
                                   {"searched", textArray(M.Searched)},
                                   {"first_file", jsonText(M.First->File)},
                                   {"first_line", M.At->Line},
                                   {"unincluded", M.Unincluded}});
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
      {"totals", json::Object{{"files", T.Files},
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
                              {"header_parse_errors", T.HeaderErrors},
                              {"missing_header_errors", T.MissingHeaderErrors},
                              {"unincluded_header_errors", T.UnincludedErrors},
                              {"missing_headers", std::move(Missing)},
                              {"conflicts", T.Conflicts},
                              {"warnings", T.Warnings},
                              {"lines", T.Lines},
                              {"changed_lines", T.ChangedLines},
                              {"by_category", countsObject(T.ByCategory)},
                              {"by_library", countsObject(T.ByLibrary)},
                              {"by_name", countsObject(T.ByName)},
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
  // The headers not found first, then the project headers left
  // untranslated: they explain the errors.
  for (const MissingHeader &M : missingHeaders(Files)) {
    Tags.insert(tagName(Tag::HeaderNotFound));
    Results.push_back(sarif::result(tagName(Tag::HeaderNotFound),
                                    M.Unincluded ? "note" : "warning",
                                    missingLine(M), M.First->File, M.At->Line,
                                    M.At->Column));
  }
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
        T == tagName(Tag::VerifyUnexpected) ? "error" : "note"));
  sarif::print(OS, std::move(Rules), std::move(Results));
}

std::string RunReport::verifySummary() const {
  Totals T(Files);
  return T.Verified ? verifyLine(T, VerifiedWith) : "";
}

void RunReport::printSummary(raw_ostream &OS, double WallSeconds) const {
  Totals T(Files);
  // What stopped the parses first: the errors counted below follow from it.
  // Those only headers no file includes need (another platform's) stop no
  // unit of the run: one line names them.
  std::vector<MissingHeader> Missing = missingHeaders(Files);
  auto Unincluded = llvm::find_if(
      Missing, [](const MissingHeader &M) { return M.Unincluded; });
  size_t Needed = Unincluded - Missing.begin();
  if (Needed)
    OS << fmt::format("[hipify-cxx] {} {} not found; the first cause of the "
                      "parse errors:\n",
                      Needed, Needed == 1 ? "header" : "headers");
  for (const MissingHeader &M : llvm::make_range(Missing.begin(), Unincluded))
    OS << "  " << missingLine(M) << "\n";
  if (Unincluded != Missing.end()) {
    std::set<std::string> Names, Stopped;
    for (const MissingHeader &M : llvm::make_range(Unincluded, Missing.end())) {
      Names.insert(M.Name);
      for (const FileReport &F : Files)
        if (llvm::any_of(F.Diagnostics, [&](const Diagnostic &D) {
              return D.Tag == Tag::HeaderNotFound && D.Name == M.Name;
            }))
          Stopped.insert(F.File);
    }
    auto Some = [](const std::set<std::string> &All) {
      constexpr size_t Shown = 5;
      std::vector<std::string> Out(All.begin(),
                                   std::next(All.begin(),
                                             std::min(Shown, All.size())));
      if (All.size() > Shown)
        Out.push_back(fmt::format("{} more", All.size() - Shown));
      return fmt::format("{}", fmt::join(Out, ", "));
    };
    OS << fmt::format("[hipify-cxx] {} more {} not found only by headers no "
                      "file of the run includes ({}): they stop none of its "
                      "units, only a build that includes those headers: {}\n",
                      Names.size(), Names.size() == 1 ? "header" : "headers",
                      Some(Stopped), Some(Names));
  }
  if (!Compat.empty()) { // read, not translated: the sources stay
    unsigned Source = 0;
    for (const FileReport &F : Files)
      Source += llvm::count_if(F.Diagnostics, [](const Diagnostic &D) {
        return D.Tag == Tag::CompatSource;
      });
    OS << fmt::format("[hipify-cxx] {} files read in {:.1f} s: {} use CUDA, "
                      "{} do not, {} failed, {} skipped ({} from the cache)\n",
                      T.Files, WallSeconds, T.Translated, T.Unchanged,
                      T.Failed, T.Skipped, T.Cached);
    OS << fmt::format("  compat directory: {}; {} changes of the source "
                      "remain, {} unsupported references, {}\n",
                      Compat, Source, T.Unsupported, errorsLine(T));
  } else {
    OS << fmt::format("[hipify-cxx] {} files in {:.1f} s: {} translated, {} "
                      "unchanged, {} copied, {} failed, {} skipped ({} from "
                      "the cache)\n",
                      T.Files, WallSeconds, T.Translated, T.Unchanged,
                      T.Copied, T.Failed, T.Skipped, T.Cached);
    OS << fmt::format("  {} references replaced, {} kernel launches, {} "
                      "guards rewritten; {} unsupported references, {}\n",
                      T.Replaced, T.Launches, T.Guards, T.Unsupported,
                      errorsLine(T));
  }
  if (T.Verified)
    OS << "  " << verifyLine(T, VerifiedWith) << "\n";
  // Where the parse errors are: the files with the most, and how to see
  // them (code a parse did not read is translated at token level only).
  std::vector<const FileReport *> Erring;
  for (const FileReport &F : Files)
    if (F.parseErrors())
      Erring.push_back(&F);
  llvm::stable_sort(Erring, [](const FileReport *A, const FileReport *B) {
    return A->parseErrors() > B->parseErrors();
  });
  if (!Erring.empty()) {
    OS << "  parse errors in " << Erring.size() << " file"
       << (Erring.size() > 1 ? "s" : "") << ", most in";
    // What they cost: the lines translated by tokens alone under them.
    for (size_t I = 0; I < std::min<size_t>(Erring.size(), 3); ++I) {
      unsigned Lines = Erring[I]->notParsedLines();
      OS << fmt::format("{} {} ({}, {})", I ? "," : "", Erring[I]->File,
                        Erring[I]->parseErrors(),
                        Lines ? fmt::format("{} line{} translated by tokens "
                                            "alone",
                                            Lines, Lines == 1 ? "" : "s")
                              : std::string("no line translated by tokens "
                                            "alone"));
    }
    OS << "; -v prints each (the reports' token_only_regions: what a parse "
          "did not read)\n";
  }
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
  // Those that block the most in the code the parse read (a build meets
  // them); the reports list them all, and those only in #if branches the
  // parse did not take.
  constexpr size_t Names = 15;
  size_t Listed = std::min(
      Names, size_t(llvm::count_if(
                 Blockers, [](const Blocker &B) { return !B.inactive(); })));
  size_t MoreNames = Blockers.size() - Listed, MorePlaces = 0, Inactive = 0;
  for (const Blocker &B : llvm::drop_begin(Blockers, Listed)) {
    MorePlaces += B.Places.size();
    Inactive += B.inactive();
  }
  Blockers.resize(Listed);
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
  if (MoreNames)
    OS << fmt::format("    and {} more names at {} places{}: --report-html "
                      "lists them all, -v each place\n",
                      MoreNames, MorePlaces,
                      Inactive ? fmt::format(" ({} only in #if branches the "
                                             "parse did not take)",
                                             Inactive)
                               : "");
}

void RunReport::printDiagnostics(raw_ostream &OS, bool WithNotes,
                                 bool Grouped) const {
  if (!Grouped) {
    for (const FileReport &F : Files)
      for (const Diagnostic &D : F.Diagnostics)
        // Parse errors are data for the report; printed with -v only.
        if (D.Level == Severity::Warning || WithNotes)
          OS << diagnosticLine(F, D);
  } else {
    // What needs a person first (hipify-manual); a message repeated word for
    // word in several files once, at its first place, with how many more
    // (the by-hand work with each place).
    struct Said {
      std::vector<std::pair<const FileReport *, const Diagnostic *>> Places;
      std::set<const FileReport *> In;
    };
    std::vector<Said> Lines;
    std::map<std::pair<Tag, StringRef>, size_t> Index;
    for (const FileReport &F : Files)
      for (const Diagnostic &D : F.Diagnostics) {
        if (D.Level != Severity::Warning ||
            (D.Tag == Tag::Unsupported && !D.Name.empty()))
          continue;
        auto [It, New] = Index.try_emplace({D.Tag, D.Message}, Lines.size());
        if (New)
          Lines.emplace_back();
        Said &S = Lines[It->second];
        S.Places.push_back({&F, &D});
        S.In.insert(&F);
      }
    std::stable_partition(Lines.begin(), Lines.end(), [](const Said &S) {
      return S.Places.front().second->Tag == Tag::Manual;
    });
    for (const Said &S : Lines) {
      if (S.In.size() == 1) {
        for (const auto &[F, D] : S.Places)
          OS << diagnosticLine(*F, *D);
        continue;
      }
      std::string Line =
          diagnosticLine(*S.Places.front().first, *S.Places.front().second);
      std::string More;
      if (S.Places.front().second->Tag == Tag::Manual) { // every place
        for (const auto &[F, D] : llvm::drop_begin(S.Places))
          More += fmt::format("{} {}:{}:{}", More.empty() ? "" : ",", F->File,
                              D->Line, D->Column);
        More = " (the same at" + More + ")";
      } else {
        More = fmt::format(" (and {} more place{} like it in {} files; -v "
                           "lists each)",
                           S.Places.size() - 1, S.Places.size() > 2 ? "s" : "",
                           S.In.size());
      }
      Line.insert(Line.size() - 1, More);
      OS << Line;
    }
  }
  for (const FileReport &F : Files)
    for (const Diagnostic &D : F.CompileErrors)
      OS << diagnosticLine(F, D);
}

} // namespace hipify::report
