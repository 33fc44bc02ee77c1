//===- BuildTranslator.h - CMakeLists.txt and Makefiles to HIP ------------===//
#ifndef HIPIFY_BUILDFILES_BUILDTRANSLATOR_H
#define HIPIFY_BUILDFILES_BUILDTRANSLATOR_H

#include "hipify/Report/Report.h"

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <optional>
#include <string>
#include <vector>

namespace hipify::buildfiles {

enum class BuildKind { None, CMake, Make, TorchSetup };

/// CMake for CMakeLists.txt and *.cmake; Make for Makefile, makefile,
/// GNUmakefile, Makefile.* and *.mk; TorchSetup for setup.py (a PyTorch
/// extension's build, torch.utils.cpp_extension); None for every other file.
BuildKind buildFileKind(llvm::StringRef Path);

/// One record of mappings/build.yaml (see mappings/SCHEMA.md). Which fields
/// mean something depends on the list it is in.
struct BuildRule {
  std::string Cuda;       // the nvcc option, word, command or compiler
  std::string Hip;        // its replacement ("" with Drop or Report)
  std::string Note;       // why, for the diagnostic
  std::string First;      // commands: the first argument that selects it
  std::string Replace;    // commands: the whole new command
  std::string Package;    // words: the find_package() it needs
  std::string Set, Property; // words: replacement of set() / a property
  std::string When;       // options: the value that selects `hip`
  bool HasSet = false, HasProperty = false, HasHip = false;
  bool Value = false;     // options: takes a value
  bool Unwrap = false;    // options: the value holds host options
  bool Drop = false;      // options: removed
  unsigned Line = 0;      // in build.yaml
};

/// How a translated CMake project compiles HIP: one of build.yaml's two
/// rule sets (--cmake-language).
enum class CMakeLanguage {
  Cxx, // hipcc as the C++ compiler (`cmake`): every ROCm layout, Debian's too
  Hip  // CMake's HIP language (`cmake-hip`): what AMD documents for ROCm 6+
};

/// The rules for CMakeLists.txt in one CMakeLanguage.
struct CMakeRules {
  std::string Prologue, AfterProject;
  std::vector<BuildRule> Languages, Words, Commands;
  /// Parts of the names of variables that hold compiler flags, and of those
  /// that hold nvcc's.
  std::vector<std::string> FlagVariables, NvccFlagVariables;
};

/// The rules of mappings/build.yaml.
struct BuildTable {
  unsigned Version = 0;
  std::vector<BuildRule> Options;
  std::vector<std::string> HostOptions;
  std::vector<BuildRule> MakeCompilers, MakePaths;
  std::vector<std::string> NvccVariables;
  /// `cmake`, and `cmake-hip`: `cmake` with what its own keys say instead
  /// (a word or command rule replaces `cmake`'s of the same CUDA name).
  CMakeRules CMake, CMakeHip;
  const CMakeRules &cmake(CMakeLanguage L) const {
    return L == CMakeLanguage::Hip ? CMakeHip : CMake;
  }

  /// Parses and validates the YAML text of a build table; errors name
  /// Path:line:col.
  static llvm::Expected<BuildTable> parse(llvm::StringRef Path,
                                          llvm::StringRef Text);
  /// The table compiled into the binary (mappings/build.yaml).
  static llvm::Expected<BuildTable> builtin();
};

struct BuildOptions {
  std::string OffloadArch = "gfx90a";
  CMakeLanguage Language = CMakeLanguage::Cxx;
  /// The output name of a source file name (.cu -> .hip with
  /// --output-names=hip); none: names are kept.
  llvm::function_ref<std::string(llvm::StringRef)> RenameSource;
  /// The new spelling of an include directory the build file names (-I DIR,
  /// include_directories(DIR)) that the run translated elsewhere
  /// (--extra-root): nullopt for any other; none: no such directory.
  llvm::function_ref<std::optional<std::string>(llvm::StringRef)>
      MovedDirectory;
  /// Makefiles: what follows each hipcc that stands for an nvcc (the compat
  /// directory's flags, for single-source mode); "": nothing.
  std::string CompilerFlags;
};

struct BuildTranslation {
  std::string Output;
  report::FileReport Report;
};

/// Translates the build file \p Path (its kind from buildFileKind) held in
/// \p Buffer. Every nvcc-specific construct is translated or reported;
/// translating the output again changes nothing.
BuildTranslation translateBuildFile(llvm::StringRef Path,
                                    llvm::StringRef Buffer,
                                    const BuildTable &Table,
                                    const BuildOptions &Opts);

} // namespace hipify::buildfiles

#endif
