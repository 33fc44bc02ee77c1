//===- BuildEdits.h - the translation of one build file -------------------===//
//
// Private to lib/BuildFiles: the state every kind of build file translates
// with (the file, the rules, the edits and diagnostics so far), the edits it
// makes, and what Makefiles, CMake and setup.py share: nvcc options, .cu
// names, moved include directories. Makefiles.cpp, CMakeFiles.cpp and
// TorchSetup.cpp each derive a translator of their kind from it.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_LIB_BUILDFILES_BUILDEDITS_H
#define HIPIFY_LIB_BUILDFILES_BUILDEDITS_H

#include "hipify/BuildFiles/BuildTranslator.h"
#include "hipify/Core/Diagnostic.h"
#include "hipify/Rewrite/RewriteEngine.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/Twine.h"

#include <string>
#include <vector>

namespace hipify::buildfiles {

/// A word of a line or of a command: [Begin, End) of the buffer.
struct Word {
  unsigned Begin = 0, End = 0;
};

bool isWordChar(char C);

/// \p Text with {arch}, {value} and {target} filled in.
std::string expand(llvm::StringRef Text, llvm::StringRef Arch,
                   llvm::StringRef Value, llvm::StringRef Target = "");

class BuildEdits {
public:
  BuildEdits(llvm::StringRef Path, llvm::StringRef Buf, const BuildTable &T,
             const BuildOptions &O, rewrite::Producer RuleName)
      : Path(Path), Buf(Buf), T(T), O(O), RuleName(RuleName) {}

  /// The file with the edits made so far applied, and its report.
  BuildTranslation finish();

protected:
  llvm::StringRef text(Word W) const { return Buf.slice(W.Begin, W.End); }

  void edit(unsigned Offset, unsigned Length, std::string Text,
            llvm::StringRef Entry, bool Counted = true);
  void diag(unsigned Offset, hipify::Tag Tag, const llvm::Twine &Msg,
            llvm::StringRef Name = "");
  /// Removes the word(s) [Begin, End) and the blanks before them (never a
  /// line break), so that removals side by side do not overlap.
  void remove(unsigned Begin, unsigned End, llvm::StringRef Entry);

  /// The rule of the nvcc option \p W (Joined: "-opt=value"), if any. Short
  /// options (-G and friends) only where nvcc reads them (\p NvccLine).
  const BuildRule *optionRule(llvm::StringRef W, bool NvccLine,
                              bool &Joined) const;
  /// Translates the nvcc options among \p Words (in order). On an nvcc line
  /// every other option that hipcc may not take is reported.
  void options(llvm::ArrayRef<Word> Words, bool NvccLine);
  /// Renames .cu/.cuh names in \p W as --output-names renames the files.
  /// Returns the word as it will read.
  std::string sources(Word W);
  /// An include directory \p W names: where the run translated it, if it
  /// did (BuildOptions::MovedDirectory).
  void directory(Word W);

  llvm::StringRef Path, Buf;
  const BuildTable &T;
  const BuildOptions &O;
  std::vector<core::Diagnostic> Diags;

private:
  bool hostOption(llvm::StringRef W) const;

  rewrite::Producer RuleName;
  rewrite::RewriteEngine Engine;
};

/// The translations of the three kinds of build files: Makefiles.cpp,
/// CMakeFiles.cpp, TorchSetup.cpp.
BuildTranslation translateMakefile(llvm::StringRef Path, llvm::StringRef Buf,
                                   const BuildTable &T, const BuildOptions &O);
BuildTranslation translateCMake(llvm::StringRef Path, llvm::StringRef Buf,
                                const BuildTable &T, const BuildOptions &O);
BuildTranslation translateTorchSetup(llvm::StringRef Path, llvm::StringRef Buf,
                                     const BuildTable &T,
                                     const BuildOptions &O);

} // namespace hipify::buildfiles

#endif
