//===- CacheKeyTest.cpp - the cache key follows every option --------------===//
//
// Each option of the table (Support/Options.def) that a run holds is
// changed in turn: the key of a source's translation changes exactly for the
// options whose line says Output (and every translation option), the key of
// a build file's for those that do not say None. An option added without a
// thought for the cache fails here, not in a user's stale output.
//
//===----------------------------------------------------------------------===//

#include "CacheKey.h"

#include <gtest/gtest.h>

#include <string_view>
#include <type_traits>
#include <utility>

using namespace hipify;
using namespace hipify::driver;
using hipify::core::GuardPolicy;

namespace {

void change(bool &B) { B = !B; }
void change(unsigned &N) { ++N; }
void change(std::string &S) { S += "x"; }
void change(std::vector<std::string> &L) { L.push_back("x"); }
/// An enumerator for another: its first two values swapped.
template <typename E, typename = std::enable_if_t<std::is_enum_v<E>>>
void change(E &Value) {
  Value = static_cast<E>(static_cast<unsigned>(Value) ^ 1);
}

const KeyBase Base{"hipify-cxx test\n", {}, nullptr};
const BuildKey Build{"out/Makefile", {}, 0};

/// The keys of a source's and of a build file's translation in a run of \p O.
std::pair<std::string, std::string> keys(const Options &O) {
  const TranslationKeys Run(Base, O, O.Translate);
  return {Run.key("a.cu", {"-DX"}, "int x;\n"),
          Run.key("Makefile", {}, "all:\n", &Build)};
}

TEST(CacheKeyTest, EveryRunOptionAsItsLineSays) {
  auto [Source, BuildFile] = keys(Options());
#define HIPIFY_RUN_OPTION(Field, Type, Default, Flag, Key, Group, Help, ...)   \
  {                                                                            \
    Options O;                                                                 \
    change(O.Field);                                                           \
    auto [S, B] = keys(O);                                                     \
    std::string_view Part = #Key;                                              \
    EXPECT_EQ(S != Source, Part == "Output") << "--" Flag;                     \
    EXPECT_EQ(B != BuildFile, Part != "None") << "--" Flag;                    \
  }
#include "hipify/Support/Options.def"
}

TEST(CacheKeyTest, EveryTranslationOptionChangesEveryKey) {
  auto [Source, BuildFile] = keys(Options());
  auto Changes = [&](const Options &O, const char *Flag) {
    auto [S, B] = keys(O);
    EXPECT_NE(S, Source) << Flag;
    EXPECT_NE(B, BuildFile) << Flag;
  };
#define HIPIFY_TRANSLATE_OPTION(Field, Type, Default, Flag, Group, Help, ...)  \
  {                                                                            \
    Options O;                                                                 \
    change(O.Translate.Field);                                                 \
    Changes(O, "--" Flag);                                                     \
  }
#include "hipify/Support/Options.def"
#define HIPIFY_TARGET_OPTION(Field, Flag, Help)                                \
  {                                                                            \
    Options O;                                                                 \
    change(O.Translate.Targets.Field);                                         \
    Changes(O, "--" Flag);                                                     \
  }
#include "hipify/Support/Options.def"
  // The targets' versions (--hip-version, --cuda-version, resolved), and
  // whether --rocm-macro was given (PyTorch files keep it then).
  Options Hip, Cuda, Given;
  Hip.Translate.Targets.Hip = llvm::VersionTuple(6, 2);
  Cuda.Translate.Targets.Cuda = llvm::VersionTuple(12, 8);
  Given.Translate.RocmMacroGiven = true;
  Changes(Hip, "--hip-version");
  Changes(Cuda, "--cuda-version");
  Changes(Given, "--rocm-macro given");
}

TEST(CacheKeyTest, TheFileTheToolAndTheTablesChangeTheKey) {
  Options O;
  // One run's keys: its common part made once, the file's added.
  const TranslationKeys Run(Base, O, O.Translate);
  std::string Key = Run.key("a.cu", {"-DX"}, "int x;\n");
  EXPECT_EQ(Key, Run.key("a.cu", {"-DX"}, "int x;\n"));
  EXPECT_EQ(
      Key,
      TranslationKeys(Base, O, O.Translate).key("a.cu", {"-DX"}, "int x;\n"));
  EXPECT_NE(Key, Run.key("b.cu", {"-DX"}, "int x;\n"));
  EXPECT_NE(Key, Run.key("a.cu", {"-DY"}, "int x;\n"));
  EXPECT_NE(Key, Run.key("a.cu", {}, "int x;\n"));
  EXPECT_NE(Key, Run.key("a.cu", {"-DX"}, "int y;\n"));
  KeyBase Tool = Base, Tables = Base;
  Tool.Tool = "hipify-cxx other\n";
  Tables.MappingDigests = {"0123"};
  for (const KeyBase &Other : {Tool, Tables})
    EXPECT_NE(Key, TranslationKeys(Other, O, O.Translate)
                       .key("a.cu", {"-DX"}, "int x;\n"));
  // Arguments and contents do not run together: "-DX" "Y" is not "-DXY".
  EXPECT_NE(Run.key("a.cu", {"-DX", "Y"}, ""), Run.key("a.cu", {"-DXY"}, ""));
}

TEST(CacheKeyTest, ABuildFilesMirrorsAndCMakeLanguageChangeItsKey) {
  Options O;
  std::vector<std::pair<std::string, std::string>> Mirror = {{"src", "out"}};
  BuildKey Other = Build, Mirrored = Build, Moved, Language = Build;
  Other.Output = "elsewhere/Makefile"; // names nothing mirrored: the same
  Mirrored.Mirrors = Mirror;
  Moved = Mirrored;
  Moved.Output = "elsewhere/Makefile";
  Language.CMakeLanguage = 1;
  const TranslationKeys Run(Base, O, O.Translate);
  std::string Key = Run.key("Makefile", {}, "all:\n", &Build);
  EXPECT_EQ(Key, Run.key("Makefile", {}, "all:\n", &Other));
  for (const BuildKey *B : {&Mirrored, &Language})
    EXPECT_NE(Key, Run.key("Makefile", {}, "all:\n", B));
  EXPECT_NE(Run.key("Makefile", {}, "all:\n", &Mirrored),
            Run.key("Makefile", {}, "all:\n", &Moved));
  // A build file's key is not a source's of the same bytes.
  EXPECT_NE(Key, Run.key("Makefile", {}, "all:\n"));
}

} // namespace
