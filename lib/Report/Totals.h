//===- Totals.h - what the report formats derive from the files -----------===//
//
// Private to lib/Report: the text, CSV, JSON, SARIF and HTML reports all
// count through these, so no two of them can disagree.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_LIB_REPORT_TOTALS_H
#define HIPIFY_LIB_REPORT_TOTALS_H

#include "hipify/Report/Report.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLExtras.h"

#include <map>
#include <string>
#include <vector>

namespace hipify::report {

/// Sums over files, for the totals.
struct Totals {
  unsigned Files = 0, Translated = 0, Unchanged = 0, Copied = 0, Failed = 0,
           Skipped = 0, Cached = 0;
  unsigned Replaced = 0, Launches = 0, Guards = 0, Unsupported = 0,
           UnsupportedCalls = 0;
  /// Errors: the sources' own parse errors (and those of headers parsed
  /// themselves); HeaderErrors: those of headers translated with their
  /// includers; MissingHeaderErrors: those that follow a header not found.
  /// UnincludedErrors: of Errors, those of headers no file of the run
  /// includes (FileReport::unincluded).
  unsigned Warnings = 0, Errors = 0, HeaderErrors = 0, MissingHeaderErrors = 0,
           UnincludedErrors = 0, Conflicts = 0;
  unsigned Bytes = 0, Lines = 0, ChangedLines = 0;
  // --verify: units compiled, units that compile, errors by kind
  unsigned Verified = 0, Compiled = 0, ExpectedErrors = 0,
           UnexpectedErrors = 0, UntranslatedErrors = 0;
  std::map<std::string, unsigned> ByCategory, ByLibrary, ByName;

  explicit Totals(llvm::ArrayRef<FileReport> Reports) {
    for (const FileReport &F : Reports) {
      ++Files;
      switch (F.Status) {
      case FileStatus::Translated: ++Translated; break;
      case FileStatus::Unchanged: ++Unchanged; break;
      case FileStatus::Copied: ++Copied; break;
      case FileStatus::Failed: ++Failed; break;
      case FileStatus::Skipped: ++Skipped; break;
      }
      Cached += F.Cached;
      Replaced += F.replaced();
      Launches += F.launches();
      Guards += F.guards();
      Unsupported += F.unsupported();
      UnsupportedCalls += F.unsupportedCalls();
      Warnings += F.count(Severity::Warning);
      (F.Includers ? HeaderErrors : Errors) += F.parseErrors();
      MissingHeaderErrors += F.missingHeaderErrors();
      if (F.unincluded())
        UnincludedErrors += F.parseErrors();
      Conflicts += llvm::count_if(F.Diagnostics, [](const Diagnostic &D) {
        return D.Tag == Tag::Conflict;
      });
      Bytes += F.Bytes;
      Lines += F.Lines;
      ChangedLines += F.ChangedLines;
      Verified += F.Compiles.has_value();
      Compiled += F.Compiles.value_or(false);
      ExpectedErrors += F.compileErrors(Tag::VerifyExpected);
      UnexpectedErrors += F.compileErrors(Tag::VerifyUnexpected);
      UntranslatedErrors += F.compileErrors(Tag::VerifyUntranslated);
      for (auto [Map, From] :
           {std::pair{&ByCategory, F.byCategory()}, {&ByLibrary, F.byLibrary()},
            {&ByName, F.byName()}})
        for (const auto &[K, V] : From)
          (*Map)[K] += V;
    }
  }
};


/// The unsupported references of a run by CUDA name (or what the message
/// says of a place that concerns none: blockers()): first the names in
/// code the parse read (a build meets them), those blocking the most places
/// first; then those only in #if branches the parse did not take.
struct Blocker {
  llvm::StringRef Name;
  std::vector<std::pair<const FileReport *, const Diagnostic *>> Places;
  /// Whether every place is in a #if branch the parse did not take.
  bool inactive() const {
    return llvm::all_of(Places, [](const auto &P) {
      return P.second->Inactive;
    });
  }
};

/// The places that will not compile, by the CUDA name each concerns; one
/// that concerns no name (a kernel launched from device code) by what its
/// message says of it, up to the first "; " or ": ".
inline std::vector<Blocker> blockers(llvm::ArrayRef<FileReport> Files) {
  std::map<llvm::StringRef, Blocker> ByName;
  for (const FileReport &F : Files)
    for (const Diagnostic &D : F.Diagnostics)
      if (D.Tag == Tag::Unsupported) {
        llvm::StringRef Name = D.Name;
        if (Name.empty())
          Name = llvm::StringRef(D.Message)
                     .split("; ")
                     .first.split(": ")
                     .first;
        Blocker &B = ByName[Name];
        B.Name = Name;
        B.Places.push_back({&F, &D});
      }
  std::vector<Blocker> Out;
  for (auto &[Name, B] : ByName)
    Out.push_back(std::move(B));
  auto Key = [](const Blocker &B) {
    return std::pair(!B.inactive(), B.Places.size());
  };
  llvm::stable_sort(Out, [&](const Blocker &A, const Blocker &B) {
    return Key(A) > Key(B);
  });
  return Out;
}

} // namespace hipify::report

#endif
