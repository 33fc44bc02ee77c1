//===- Report.h - per-file and run statistics; text, CSV and JSON ---------===//
#ifndef HIPIFY_REPORT_REPORT_H
#define HIPIFY_REPORT_REPORT_H

#include "hipify/Core/Diagnostic.h"
#include "hipify/Core/Overload.h"
#include "hipify/Rewrite/RewriteEngine.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/StringSaver.h"
#include "llvm/Support/raw_ostream.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace hipify::report {

// The reports speak of the diagnostics the producers made.
using core::Diagnostic;
using core::Severity;
using core::severityName;

/// Lines translated by the token-level pass alone, and why the AST did not
/// see them: NotParsed (clang could not make sense of the code),
/// InactiveBranch or MacroBody (a #define never expanded).
inline constexpr llvm::StringLiteral NotParsed = "not-parsed",
                                     InactiveBranch = "inactive-branch",
                                     MacroBody = "macro-body";
struct TokenOnlyRegion {
  unsigned FirstLine = 0, LastLine = 0;
  llvm::StringRef Reason;
};

/// Copied: not a source file; a tree run copies it byte for byte.
/// A changed region of a file with a little context: the original text and
/// its translation, each as pieces that alternate unchanged (even indices)
/// and changed (odd indices), so a diff can show exactly what was edited.
struct Hunk {
  unsigned OldLine = 0, NewLine = 0; // 1-based first line, before and after
  std::vector<std::string> Old, New;
};

enum class FileStatus { Translated, Unchanged, Copied, Failed, Skipped };
llvm::StringRef statusName(FileStatus S);

/// What happened to one file. Every count is derived from the applied edits
/// and the diagnostics, so the report cannot drift from what was written.
struct FileReport {
  std::string File;
  std::string Output; // where the translation went ("" when not written)
  FileStatus Status = FileStatus::Unchanged;
  std::vector<rewrite::Edit> Applied;
  std::vector<Diagnostic> Diagnostics;
  /// Input to finish(): offsets of token-level edits and their reason.
  std::vector<std::pair<unsigned, llvm::StringRef>> TokenOnlyEdits;
  std::vector<TokenOnlyRegion> TokenOnly; // computed by finish()
  std::vector<Hunk> Hunks;                // computed by finish()
  unsigned Bytes = 0, Lines = 0, ChangedLines = 0;
  double Seconds = 0;
  bool UsedCudaSdk = false;
  /// The helper families the translation includes (their names, sorted):
  /// the run writes their headers beside the output (docs/helpers.md).
  std::vector<std::string> Helpers;
  /// The project's functions the parse saw whose parameter types the
  /// translation changes (sorted): the run compares them across its files.
  std::vector<core::Overload> Overloads;
  bool Cached = false; // the translation came from the cache
  /// A header translated from the parses of the run's sources that include
  /// it (rules::assembleHeader): how many; 0 for a file parsed itself.
  unsigned Includers = 0;
  std::string Problem; // why a failed or skipped file was not translated
  /// --verify: whether the translation compiled for the target (set for the
  /// compilation units it compiled), and the compile errors found in this
  /// file at their input lines, tagged verify-expected (at a place the
  /// report flagged; the message says why), verify-untranslated (in, or
  /// caused by, a project header the run left untranslated) or
  /// verify-unexpected.
  std::optional<bool> Compiles;
  std::vector<Diagnostic> CompileErrors;

  /// Sorts and de-duplicates the diagnostics and computes line:column of
  /// diagnostics, the number of changed lines and the hunks from \p Buffer.
  void finish(llvm::StringRef Buffer);
  /// The report of \p Buffer (the file \p Path) from the edits \p R
  /// applied and \p Ds, finished; returns the output.
  std::string conclude(llvm::StringRef Path, llvm::StringRef Buffer,
                       rewrite::RewriteResult R, std::vector<Diagnostic> Ds);

  unsigned replaced() const;      // counted edits, launches included
  unsigned launches() const;      // kernel launches rewritten
  unsigned guards() const;        // #if guards made ROCm-aware
  unsigned unsupported() const;   // references left unchanged
  unsigned unsupportedCalls() const; // ... of which to functions
  unsigned count(Severity S) const;
  /// The errors at or after the first header of the file not found
  /// (Tag::HeaderNotFound): read without it, they are its consequence.
  unsigned missingHeaderErrors() const;
  /// The other errors: the file's own parse errors.
  unsigned parseErrors() const {
    return count(Severity::Error) - missingHeaderErrors();
  }
  /// What the errors cost the translation: the lines of code the parse
  /// could not read that the token-level pass alone translated.
  unsigned notParsedLines() const;
  /// A header no file of the run includes, parsed on its own (another
  /// platform's, a library's the run does not use): its errors and the
  /// headers it does not find stop none of the run's units.
  bool unincluded() const;
  /// --verify's errors of class \p T (Tag::VerifyExpected, ...).
  unsigned compileErrors(Tag T) const;
  std::map<std::string, unsigned> byCategory() const;
  std::map<std::string, unsigned> byLibrary() const;
  std::map<std::string, unsigned> byName() const;

  /// The file's entry of the JSON report (also the cache's record of it).
  llvm::json::Object toJson() const;
  /// Reads back what toJson wrote; names and tags are kept in \p Strings.
  static llvm::Expected<FileReport> fromJson(const llvm::json::Value &V,
                                             llvm::UniqueStringSaver &Strings);
};

/// \p Texts as a JSON array of strings (see jsonText).
llvm::json::Array textArray(llvm::ArrayRef<std::string> Texts);
/// Counts by key (by_category, by_library...) as a JSON object.
llvm::json::Object countsObject(const std::map<std::string, unsigned> &M);

/// A project header the run's translations include that uses CUDA but that
/// the run did not translate (outside the tree, or beside the inputs).
struct UntranslatedHeader {
  std::string File;     // as the compiler found it
  std::string CudaName; // the first CUDA name in it
  std::string Home;     // the include directory it was found in
};

/// A header the run's parses did not find, the first cause of the errors
/// that follow it: the files it stopped, the errors after it in them (up to
/// the next header not found), and where it was looked for.
struct MissingHeader {
  std::string Name; // as the #include line writes it
  unsigned Files = 0, Errors = 0;
  std::vector<std::string> Searched;
  const FileReport *First = nullptr; // its first place: in this file
  const Diagnostic *At = nullptr;
  /// Every file it stopped is a header no file of the run includes, parsed
  /// on its own (another platform's, a library's the run does not use): it
  /// stops no unit of the run, only a build that includes those headers.
  bool Unincluded = true;
};
/// The headers not found in \p Files: those that stop a unit of the run
/// first, then those only unincluded headers need; the most files stopped
/// first.
std::vector<MissingHeader> missingHeaders(llvm::ArrayRef<FileReport> Files);

/// The report of a run: the files, and the totals derived from them.
struct RunReport {
  std::vector<FileReport> Files;
  std::vector<UntranslatedHeader> Untranslated;
  std::string CudaVersion, HipVersion; // the targets
  /// What --verify compiled with ("hipcc with HIP 5.2's headers at '/usr',
  /// for gfx90a"), once it ran.
  std::string VerifiedWith;
  /// hipify-cxx compat: what its directory holds (CompatLayer's summary);
  /// "" for a translation. The files were read, not translated.
  std::string Compat;

  void printText(llvm::raw_ostream &OS) const;
  void printCsv(llvm::raw_ostream &OS) const;
  /// The untranslated project headers in one sentence for people, with
  /// what to do, or "" when there are none.
  std::string untranslatedLine() const;
  void printJson(llvm::raw_ostream &OS) const;
  /// SARIF 2.1.0: one result per unsupported reference, deprecation and
  /// other warning, and per --verify compile error, for code-scanning tools.
  void printSarif(llvm::raw_ostream &OS) const;
  /// One self-contained HTML page (no network): the summary, coverage per
  /// library and the to-do list as plain HTML; per-file diffs rendered on
  /// demand by a small inline script from the same data as the JSON.
  void printHtml(llvm::raw_ostream &OS) const;
  /// The end of a run, for people: totals, the slowest files, and the
  /// unsupported APIs by name with their places.
  void printSummary(llvm::raw_ostream &OS, double WallSeconds) const;
  /// What --verify found, in one line ("--verify: 1 of 1 compilation units
  /// compile; ..."), or "" when nothing was compiled.
  std::string verifySummary() const;
  /// clang-style "file:line:col: warning: message [tag]" lines: every
  /// warning (and note, \p WithNotes) where it is; \p Grouped (a run of
  /// several files, for people), what needs a person first (hipify-manual),
  /// a warning repeated word for word once, with how often, and none of the
  /// unsupported names that printSummary() lists with their places.
  void printDiagnostics(llvm::raw_ostream &OS, bool WithNotes,
                        bool Grouped = false) const;
};

} // namespace hipify::report

#endif
