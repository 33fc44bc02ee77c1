//===- FileReport.cpp - what happened to one file -------------------------===//
//
// A file's report is made of what the translation did: the applied edits and
// the diagnostics. finish() derives the rest from the buffer -- line and
// column of each diagnostic, the changed lines, the diff hunks and the
// regions only the token-level pass translated -- and every count is a view
// of those (a replaced reference is a counted edit, an unsupported one a
// diagnostic), so the report cannot drift from what was written.
//
//===----------------------------------------------------------------------===//

#include "hipify/Report/Report.h"
#include "hipify/Support/Files.h"

#include "llvm/ADT/STLExtras.h"

#include <algorithm>
#include <map>
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
    return E.Counted &&
           rewrite::editRole(E.From.Rule) == rewrite::EditRole::Launch;
  });
}

unsigned FileReport::guards() const {
  return count_if(Applied, [](const rewrite::Edit &E) {
    return E.Counted &&
           rewrite::editRole(E.From.Rule) == rewrite::EditRole::Guard;
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

std::string FileReport::conclude(StringRef Path, StringRef Buffer,
                                 rewrite::RewriteResult R,
                                 std::vector<Diagnostic> Ds) {
  File = Path.str();
  Applied = std::move(R.Applied);
  Diagnostics = std::move(Ds);
  Status = R.Output == Buffer ? FileStatus::Unchanged : FileStatus::Translated;
  finish(Buffer);
  return std::move(R.Output);
}

unsigned FileReport::missingHeaderErrors() const {
  auto First = find_if(Diagnostics, [](const Diagnostic &D) {
    return D.Tag == Tag::HeaderNotFound;
  });
  if (First == Diagnostics.end())
    return 0;
  return count_if(Diagnostics, [&](const Diagnostic &D) {
    return D.Level == Severity::Error && D.Offset >= First->Offset;
  });
}

unsigned FileReport::notParsedLines() const {
  unsigned Lines = 0;
  for (const TokenOnlyRegion &R : TokenOnly)
    if (R.Reason == NotParsed)
      Lines += R.LastLine - R.FirstLine + 1;
  return Lines;
}

bool FileReport::unincluded() const {
  return !Includers && support::isHeaderFile(File);
}

std::vector<MissingHeader> missingHeaders(ArrayRef<FileReport> Files) {
  std::vector<MissingHeader> Out;
  std::map<std::string, size_t> Index;
  for (const FileReport &F : Files) {
    // The headers not found, in the order of the file; each error goes to
    // the last one before it.
    std::vector<const Diagnostic *> Notes;
    for (const Diagnostic &D : F.Diagnostics)
      if (D.Tag == Tag::HeaderNotFound)
        Notes.push_back(&D);
    llvm::stable_sort(Notes, [](const Diagnostic *A, const Diagnostic *B) {
      return A->Offset < B->Offset;
    });
    std::set<size_t> Stopped;
    for (const Diagnostic *N : Notes) {
      auto [It, New] = Index.try_emplace(N->Name, Out.size());
      if (New)
        Out.push_back({N->Name, 0, 0, N->Searched, &F, N});
      Stopped.insert(It->second);
    }
    for (size_t I : Stopped) {
      ++Out[I].Files;
      Out[I].Unincluded &= F.unincluded();
    }
    for (const Diagnostic &D : F.Diagnostics) {
      if (D.Level != Severity::Error)
        continue;
      auto After = llvm::upper_bound(Notes, D.Offset,
                                     [](unsigned Offset, const Diagnostic *N) {
                                       return Offset < N->Offset;
                                     });
      if (After != Notes.begin())
        ++Out[Index[(*std::prev(After))->Name]].Errors;
    }
  }
  llvm::stable_sort(Out, [](const MissingHeader &A, const MissingHeader &B) {
    return std::tuple(A.Unincluded, B.Files, B.Errors) <
           std::tuple(B.Unincluded, A.Files, A.Errors);
  });
  return Out;
}

unsigned FileReport::compileErrors(Tag T) const {
  return count_if(CompileErrors,
                  [&](const Diagnostic &D) { return D.Tag == T; });
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

} // namespace hipify::report
