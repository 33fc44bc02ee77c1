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
#include "hipify/Support/Csv.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/JSON.h"

#include <fmt/format.h>

#include <algorithm>
#include <set>
#include <tuple>

using namespace llvm;

namespace hipify::report {

StringRef severityName(Severity S) {
  switch (S) {
  case Severity::Note:
    return "note";
  case Severity::Warning:
    return "warning";
  case Severity::Error:
    return "error";
  }
  llvm_unreachable("severity");
}

StringRef statusName(FileStatus S) {
  switch (S) {
  case FileStatus::Translated:
    return "translated";
  case FileStatus::Unchanged:
    return "unchanged";
  case FileStatus::Failed:
    return "failed";
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
}

unsigned FileReport::replaced() const {
  return count_if(Applied, [](const rewrite::Edit &E) { return E.Counted; });
}

unsigned FileReport::launches() const {
  return count_if(Applied, [](const rewrite::Edit &E) {
    return E.Counted && E.From.Rule == "kernel-launch";
  });
}

unsigned FileReport::guards() const {
  return count_if(Applied, [](const rewrite::Edit &E) {
    return E.Counted && E.From.Rule == "guard";
  });
}

unsigned FileReport::unsupported() const {
  return count_if(Diagnostics, [](const Diagnostic &D) {
    return D.Tag == "hipify-unsupported";
  });
}

unsigned FileReport::unsupportedCalls() const {
  return count_if(Diagnostics, [](const Diagnostic &D) {
    return D.Tag == "hipify-unsupported" && D.Kind == "function";
  });
}

unsigned FileReport::count(Severity S) const {
  return count_if(Diagnostics, [&](const Diagnostic &D) { return D.Level == S; });
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

/// Sums over files, for the totals.
struct Totals {
  unsigned Files = 0, Translated = 0, Unchanged = 0, Failed = 0, Skipped = 0;
  unsigned Replaced = 0, Launches = 0, Guards = 0, Unsupported = 0,
           UnsupportedCalls = 0;
  unsigned Warnings = 0, Errors = 0, Conflicts = 0;
  unsigned Bytes = 0, Lines = 0, ChangedLines = 0;
  std::map<std::string, unsigned> ByCategory, ByLibrary, ByName;

  explicit Totals(ArrayRef<FileReport> Reports) {
    for (const FileReport &F : Reports) {
      ++Files;
      switch (F.Status) {
      case FileStatus::Translated: ++Translated; break;
      case FileStatus::Unchanged: ++Unchanged; break;
      case FileStatus::Failed: ++Failed; break;
      case FileStatus::Skipped: ++Skipped; break;
      }
      Replaced += F.replaced();
      Launches += F.launches();
      Guards += F.guards();
      Unsupported += F.unsupported();
      UnsupportedCalls += F.unsupportedCalls();
      Warnings += F.count(Severity::Warning);
      Errors += F.count(Severity::Error);
      Conflicts += count_if(F.Diagnostics, [](const Diagnostic &D) {
        return D.Tag == "hipify-conflict";
      });
      Bytes += F.Bytes;
      Lines += F.Lines;
      ChangedLines += F.ChangedLines;
      for (auto [Map, From] :
           {std::pair{&ByCategory, F.byCategory()}, {&ByLibrary, F.byLibrary()},
            {&ByName, F.byName()}})
        for (const auto &[K, V] : From)
          (*Map)[K] += V;
    }
  }
};

void printCounts(raw_ostream &OS, StringRef Title,
                 const std::map<std::string, unsigned> &Counts) {
  if (Counts.empty())
    return;
  OS << "  " << Title << ":";
  for (const auto &[K, V] : Counts)
    OS << " " << K << " " << V << ";";
  OS << "\n";
}

double percent(unsigned Part, unsigned Whole) {
  return Whole ? 100.0 * Part / Whole : 0.0;
}

} // namespace

void RunReport::printText(raw_ostream &OS) const {
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
      if (D.Level != Severity::Note || D.Tag == "hipify-guard")
        OS << fmt::format("  {}:{}:{}: {}: {} [{}]\n", F.File, D.Line,
                          D.Column, severityName(D.Level).str(), D.Message,
                          D.Tag.str());
  }
  Totals T(Files);
  OS << fmt::format("[hipify-cxx] total: {} files ({} translated, {} "
                    "unchanged, {} failed, {} skipped); target CUDA {}, HIP {}\n",
                    T.Files, T.Translated, T.Unchanged, T.Failed, T.Skipped,
                    CudaVersion, HipVersion);
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
  printCounts(OS, "by category", T.ByCategory);
  printCounts(OS, "by library", T.ByLibrary);
  printCounts(OS, "by name", T.ByName);
  OS << "Total number of unsupported CUDA function calls: "
     << T.UnsupportedCalls << "\n";
  OS << "Total number of replaced kernel launches: " << T.Launches << "\n";
}

void RunReport::printCsv(raw_ostream &OS) const {
  OS << "file,status,replaced,unsupported,unsupported_calls,kernel_launches,"
        "parse_errors,warnings,lines,changed_lines,bytes,seconds\n";
  for (const FileReport &F : Files)
    OS << fmt::format("{},{},{},{},{},{},{},{},{},{},{},{:.3f}\n",
                      csvField(F.File), statusName(F.Status).str(), F.replaced(),
                      F.unsupported(), F.unsupportedCalls(), F.launches(),
                      F.count(Severity::Error), F.count(Severity::Warning),
                      F.Lines, F.ChangedLines, F.Bytes, F.Seconds);
  Totals T(Files);
  double Seconds = 0;
  for (const FileReport &F : Files)
    Seconds += F.Seconds;
  OS << fmt::format("TOTAL,,{},{},{},{},{},{},{},{},{},{:.3f}\n", T.Replaced,
                    T.Unsupported, T.UnsupportedCalls, T.Launches, T.Errors,
                    T.Warnings, T.Lines, T.ChangedLines, T.Bytes, Seconds);
}

void RunReport::printJson(raw_ostream &OS) const {
  auto Counts = [](const std::map<std::string, unsigned> &M) {
    json::Object O;
    for (const auto &[K, V] : M)
      O[K] = V;
    return O;
  };
  json::Array FileArray;
  for (const FileReport &F : Files) {
    json::Array Diags;
    for (const Diagnostic &D : F.Diagnostics) {
      json::Object O{{"line", D.Line},
                     {"column", D.Column},
                     {"severity", severityName(D.Level)},
                     {"message", D.Message},
                     {"tag", D.Tag}};
      if (!D.Name.empty()) {
        O["name"] = D.Name;
        O["kind"] = D.Kind;
        O["library"] = D.Library;
      }
      Diags.push_back(std::move(O));
    }
    json::Array Regions;
    for (const TokenOnlyRegion &R : F.TokenOnly)
      Regions.push_back(json::Object{{"first_line", R.FirstLine},
                                     {"last_line", R.LastLine},
                                     {"reason", R.Reason}});
    json::Array Edits;
    for (const rewrite::Edit &E : F.Applied)
      Edits.push_back(json::Object{{"offset", E.Offset},
                                   {"length", E.Length},
                                   {"text", E.Text},
                                   {"rule", E.From.Rule},
                                   {"entry", E.From.Entry},
                                   {"tier", rewrite::tierName(E.From.From)},
                                   {"counted", E.Counted}});
    FileArray.push_back(json::Object{
        {"file", F.File},
        {"output", F.Output},
        {"status", statusName(F.Status)},
        {"cuda_sdk", F.UsedCudaSdk},
        {"replaced", F.replaced()},
        {"unsupported", F.unsupported()},
        {"unsupported_calls", F.unsupportedCalls()},
        {"kernel_launches", F.launches()},
        {"guards_rewritten", F.guards()},
        {"parse_errors", F.count(Severity::Error)},
        {"lines", F.Lines},
        {"changed_lines", F.ChangedLines},
        {"bytes", F.Bytes},
        {"seconds", F.Seconds},
        {"by_category", Counts(F.byCategory())},
        {"by_library", Counts(F.byLibrary())},
        {"token_only_regions", std::move(Regions)},
        {"diagnostics", std::move(Diags)},
        {"edits", std::move(Edits)}});
  }
  Totals T(Files);
  json::Object Root{
      {"tool", "hipify-cxx"},
      {"targets", json::Object{{"cuda", CudaVersion}, {"hip", HipVersion}}},
      {"files", std::move(FileArray)},
      {"totals",
       json::Object{{"files", T.Files},
                    {"translated", T.Translated},
                    {"unchanged", T.Unchanged},
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
                    {"by_category", Counts(T.ByCategory)},
                    {"by_library", Counts(T.ByLibrary)},
                    {"by_name", Counts(T.ByName)}}}};
  OS << formatv("{0:2}", json::Value(std::move(Root))) << "\n";
}

void RunReport::printDiagnostics(raw_ostream &OS, bool WithNotes) const {
  for (const FileReport &F : Files)
    for (const Diagnostic &D : F.Diagnostics) {
      // Parse errors are data for the report; printed with -v only.
      bool Show = D.Level == Severity::Warning || WithNotes;
      if (Show)
        OS << fmt::format("{}:{}:{}: {}: {} [{}]\n", F.File, D.Line, D.Column,
                          severityName(D.Level).str(), D.Message, D.Tag.str());
    }
}

} // namespace hipify::report
