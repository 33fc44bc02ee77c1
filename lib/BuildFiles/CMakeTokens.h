//===- CMakeTokens.h - the command invocations of a CMake file ------------===//
//
// Private to lib/BuildFiles: CMakeTokens.cpp cuts a CMakeLists.txt or
// *.cmake into command invocations and their arguments, and an argument
// into compiler options; CMakeFiles.cpp translates them.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_LIB_BUILDFILES_CMAKETOKENS_H
#define HIPIFY_LIB_BUILDFILES_CMAKETOKENS_H

#include "BuildEdits.h"

#include "llvm/ADT/StringRef.h"

#include <string>
#include <vector>

namespace hipify::buildfiles {

struct Arg {
  Word W;     // the argument as written (quotes included)
  Word Inner; // without quotes or brackets
  bool Quoted = false;
};

struct Command {
  llvm::StringRef Name;
  unsigned LineBegin = 0, Begin = 0, End = 0; // End: after ')'
  std::vector<Arg> Args;
  std::string Indent; // what is before Begin on its line, when only blanks
};

/// The command invocations of \p Buf, in order: quoted, bracket and
/// unquoted arguments; comments (# and #[[...]]) skipped.
std::vector<Command> commands(llvm::StringRef Buf);

/// Appends the options in the argument \p In (separated by blanks or ';')
/// to \p Out, each without the generator expressions around it.
void optionWords(llvm::StringRef Buf, Word In, std::vector<Word> &Out);

} // namespace hipify::buildfiles

#endif
