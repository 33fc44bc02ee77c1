//===- CompatLayer.h - single-source mode: CUDA names for a ROCm build ----===//
//
// hipify-cxx compat: the tree stays CUDA; a directory of headers makes it
// build for ROCm. Each source is translated as usual (in memory) and its
// translation read back: what a header can do for it (a name HIP spells
// otherwise, a CUDA header to stand in for, the HIP runtime header, a macro
// the target needs defined) goes into the layer; every other change the
// translation makes, and every place it could not translate, is a
// diagnostic of the file: the source work that remains.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_COMPAT_COMPATLAYER_H
#define HIPIFY_COMPAT_COMPATLAYER_H

#include "hipify/Mapping/MappingTable.h"
#include "hipify/Report/Report.h"

#include "llvm/Support/Error.h"

#include <map>
#include <mutex>
#include <optional>
#include <set>
#include <string>

namespace hipify::compat {

/// The name of the header every generated header includes, and that a
/// build includes first (-include).
inline constexpr llvm::StringLiteral MainHeader = "hipify_compat.h";
/// The CUDA macros, each defined where HIP defines its twin: included
/// again after each HIP header a generated header includes.
inline constexpr llvm::StringLiteral MacrosHeader = "hipify_compat_macros.h";
/// The make fragment (Layer::makeRule).
inline constexpr llvm::StringLiteral MakeFragment = "hipify_compat.mk";
/// Touched by every run, whatever changed: what a build system's rule makes
/// (the headers keep their time stamps when their text does not change).
inline constexpr llvm::StringLiteral Stamp = "hipify_compat.stamp";

/// The HIP version the compat directory \p Dir is for, as its stamp says;
/// none where it says none (a directory of an earlier hipify-cxx) or no
/// stamp is there.
std::optional<llvm::VersionTuple> targetHip(llvm::StringRef Dir);

/// What a translated Makefile adds to each hipcc command (makefile()).
inline constexpr llvm::StringLiteral MakeFlags = "$(HIPIFY_COMPAT_FLAGS)";

class Layer {
public:
  /// For \p Table at \p Targets.
  Layer(const mapping::MappingTable &Table, const mapping::Targets &Targets);

  /// Takes the translation \p R of the source \p Buffer: what the layer
  /// covers is added to it, the rest becomes diagnostics of \p R
  /// (Tag::CompatSource); \p R is left without edits, as the source stays.
  /// Thread-safe.
  void take(report::FileReport &R, llvm::StringRef Buffer);

  /// The layer's files, by path relative to its directory, each whole.
  std::map<std::string, std::string> files() const;

  /// Adds DIR/hipify_compat.mk for make: the flags a ROCm build adds, and a
  /// rule that runs \p Command (in \p Cwd) to make the directory again when
  /// one of \p Inputs (the files the run read) changes or is removed, or a
  /// source is added to one of the directories \p Watched.
  void makeRule(llvm::StringRef Dir, llvm::ArrayRef<std::string> Command,
                llvm::ArrayRef<std::string> Inputs,
                llvm::ArrayRef<std::string> Watched, llvm::StringRef Cwd);

  /// Adds DIR/\p Rel, the Makefile \p Source translated to \p Text with
  /// MakeFlags after each hipcc: it includes hipify_compat.mk and makes the
  /// directory up to date before it builds. Thread-safe.
  void makefile(llvm::StringRef Rel, llvm::StringRef Source, std::string Text);

  /// What the layer holds, in a line ("12 CUDA names, ...").
  std::string summary() const;

  /// Writes files() to \p Dir (a file already as generated is left alone,
  /// but for the stamp, which is touched) and removes the files an earlier
  /// run wrote there (its stamp lists them) that this one does not. A file
  /// there that hipify-cxx did not generate is never replaced, nor one
  /// reached through a link: an error. Nothing outside \p Dir is removed.
  llvm::Error write(llvm::StringRef Dir) const;

private:
  /// Whether the layer covers edit \p E of \p Buffer (adding it if so).
  bool cover(const rewrite::Edit &E, llvm::StringRef Buffer);
  /// The HIP function an adapter of \p R calls, when one can stand for its
  /// calls (its rewriter only casts arguments, widens a lane mask, drops or
  /// appends an argument, or names another function for a number of
  /// arguments or where the target lacks it); "" otherwise.
  std::string adaptable(const mapping::ApiRecord &R) const;
  /// Adds the adapter of \p R, if it can have one.
  bool adapt(const mapping::ApiRecord &R);
  /// The adapter of \p Cuda: a function-like macro of that name.
  std::string adapter(llvm::StringRef Cuda, llvm::StringRef Hip) const;

  const mapping::MappingTable &Table;
  const mapping::Targets &Targets;
  mutable std::mutex Mutex;
  /// CUDA name -> HIP name ("" for a macro HIP does without).
  std::map<std::string, std::string> Names;
  /// CUDA namespace -> its HIP twin and its library: an alias after the
  /// library's header where the tree includes one, else a macro.
  std::map<std::string, std::pair<std::string, std::string>> Namespaces;
  /// CUDA function -> HIP function, called through an adapter.
  std::map<std::string, std::string> Adapters;
  /// CUDA macro the tree only tests -> the HIP macro it stands for where
  /// HIP defines that.
  std::map<std::string, std::string> Macros;
  /// CUDA header -> its HIP twin ("": one HIP does without).
  std::map<std::string, std::string> Headers;
  /// CUDA header -> the helper family whose header stands in for it.
  std::map<std::string, mapping::Helper> HelperHeaders;
  /// The helper families the translations use: their headers go into the
  /// directory, included by the main header (docs/helpers.md).
  std::set<mapping::Helper> Helpers;
  /// Helper overloads of a HIP function (hipify::atomicAdd on __half),
  /// which a using-declaration adds to its overloads.
  std::set<std::string> Overloads;
  /// The macros the target HIP needs defined for names used (opt-ins).
  std::set<std::string> Defines;
  /// CUDA enumerators of case labels the target HIP lacks (dead cases).
  std::set<std::string> DeadCases;
  bool NvccDialect = false; // a source needs nvcc's dialect
  /// A source shuffles a value HIP's group members do not take
  /// (group-shuffle): the cg helper's tiles take it in its place.
  bool MemberShuffles = false;
  std::string MakeRule;     // makeRule(): DIR/hipify_compat.mk
  /// makefile(): DIR-relative path -> the Makefile read and its translation.
  std::map<std::string, std::pair<std::string, std::string>> Makefiles;
};

} // namespace hipify::compat

#endif
