//===- CacheKey.cpp - the one place a cache key is made -------------------===//

#include "CacheKey.h"
#include "Cache.h"
#include "hipify/Support/Files.h"

#include "clang/Basic/Version.h"
#include "llvm/Support/FileSystem.h"

#include <type_traits>

using namespace llvm;

namespace hipify::driver {

namespace {

enum class KeyPart { Output, BuildOutput, None };

void add(std::string &Text, bool B) { Text += B ? "1" : "0"; }
void add(std::string &Text, unsigned N) { Text += std::to_string(N); }
void add(std::string &Text, const std::string &S) { Text += S; }
template <typename E, typename = std::enable_if_t<std::is_enum_v<E>>>
void add(std::string &Text, E Value) {
  add(Text, static_cast<unsigned>(Value));
}
void add(std::string &Text, const std::vector<std::string> &List) {
  for (const std::string &S : List)
    Text += S + "\x1f";
}

/// The options of \p Opts whose line in Options.def says \p Part, as text.
std::string optionsOf(const Options &Opts, KeyPart Part) {
  std::string Text;
#define HIPIFY_RUN_OPTION(Field, Type, Default, Flag, Key, Group, Help, ...)   \
  if (KeyPart::Key == Part) {                                                  \
    Text += "\n" Flag "=";                                                     \
    add(Text, Opts.Field);                                                     \
  }
#include "hipify/Support/Options.def"
  return Text;
}

} // namespace

TranslationKeys::TranslationKeys(const KeyBase &Base, const Options &Opts,
                                 const core::TranslateOptions &Translate)
    : BuildOptions("build file" + optionsOf(Opts, KeyPart::BuildOutput)) {
  // Everything, besides the file and its flags, that a translation depends
  // on: the tool and its tables (the executable), the user's tables, the
  // targets and options, the SDK and how the parse is run.
  Run = Base.Tool;
  for (const std::string &D : Base.MappingDigests)
    Run += D + "\n";
  Run += core::describe(Translate) + optionsOf(Opts, KeyPart::Output);
  if (Base.Setup) {
    for (const std::string &A : frontend::commandLine(*Base.Setup, ""))
      Run += A + "\n";
    if (Base.Setup->Sdk)
      Run += Base.Setup->Sdk->Version.getAsString() + "\n";
  }
  Run += frontend::parseEnvironment();
}

std::string TranslationKeys::key(StringRef Path, ArrayRef<std::string> Args,
                                 StringRef Content,
                                 const BuildKey *Build) const {
  std::vector<std::string> Parts = {Run, support::absolutePath(Path)};
  append_range(Parts, Args);
  if (Build) {
    Parts.push_back(BuildOptions);
    Parts.push_back(std::to_string(Build->CMakeLanguage));
    // Where it is written matters where the tree's directories are
    // mirrored: the paths it names follow them.
    if (!Build->Mirrors.empty())
      Parts.push_back(support::absolutePath(Build->Output));
    for (const auto &[From, To] : Build->Mirrors)
      append_range(Parts, std::vector<std::string>{From, To});
  }
  Parts.push_back(Content.str());
  std::string All;
  for (const std::string &P : Parts)
    All += P + '\0';
  return digest(All);
}

std::string preludeKey(StringRef Tool, const frontend::ParseSetup &Setup) {
  // Relative paths of the command line (-I dir) are read from here.
  SmallString<256> Cwd;
  sys::fs::current_path(Cwd);
  std::string Text = Tool.str() + "\n" + clang::getClangFullVersion() + "\n" +
                     std::string(Cwd) + "\n";
  if (Setup.Sdk)
    Text += Setup.Sdk->Version.getAsString() + "\n";
  for (const std::string &A : frontend::commandLine(Setup, ""))
    Text += A + "\n";
  return digest(Text + frontend::parseEnvironment());
}

} // namespace hipify::driver
