//===- Resolve.cpp - the command line as given, settled once --------------===//
//
// What main.cpp stores is the text the user gave; resolve() reads it once,
// before the Driver starts: each text option parsed into the value the run
// uses, with its usage error (exit 2), and hipify-clang's spellings that
// undo another option applied.
//
//===----------------------------------------------------------------------===//

#include "hipify/Driver/Options.h"
#include "hipify/Mapping/MappingLoader.h"

#include "llvm/Support/FormatVariadic.h"

using namespace llvm;

namespace hipify::driver {

Error usageError(const Twine &Msg) {
  return createStringError(inconvertibleErrorCode(), Msg);
}

namespace {

/// "512", "300K", "20M", "1G" (powers of 1024): a number of bytes.
std::optional<uint64_t> parseSize(StringRef Text) {
  uint64_t Scale = 1;
  for (auto [Suffix, Factor] :
       {std::pair('K', 1ull << 10), {'M', 1ull << 20}, {'G', 1ull << 30}})
    if (Text.consume_back_insensitive(StringRef(&Suffix, 1)))
      Scale = Factor;
  uint64_t N;
  if (Text.getAsInteger(10, N) || N > UINT64_MAX / Scale)
    return std::nullopt;
  return N * Scale;
}

} // namespace

std::optional<unsigned> serverIdle(StringRef Text) {
  unsigned Idle = 60;
  if (!Text.empty() &&
      (Text.getAsInteger(10, Idle) || Idle == 0 || Idle > 24 * 60 * 60))
    return std::nullopt;
  return Idle;
}

StringRef optionFlag(OptionId Id) {
  static constexpr StringLiteral Flags[] = {
#define HIPIFY_TARGET_OPTION(Field, Flag, Help) Flag,
#define HIPIFY_TRANSLATE_OPTION(Field, Type, Default, Flag, Group, Help, ...)  \
  Flag,
#define HIPIFY_RUN_OPTION(Field, Type, Default, Flag, Key, Group, Help, ...)   \
  Flag,
#define HIPIFY_ACCEPTED_OPTION(Field, Flag, Help) Flag,
#include "hipify/Support/Options.def"
  };
  static_assert(std::size(Flags) == size_t(OptionId::Count));
  return Flags[size_t(Id)];
}

Expected<RunSetup> resolve(const Options &O) {
  RunSetup R;
  for (auto [Text, Option, Value] :
       {std::tuple(&O.CacheMaxSizeText, "--cache-max-size", &R.CacheMaxSize),
        {&O.MaxFileSizeText, "--max-file-size", &R.MaxFileSize}}) {
    std::optional<uint64_t> Size = parseSize(*Text);
    if (!Size)
      return usageError(formatv("malformed {0} '{1}' (expected a size such "
                                "as 500M or 2G)",
                                Option, *Text));
    *Value = *Size;
  }
  if (O.given(OptionId::VerifyText)) {
    if (!O.VerifyText.empty() && O.VerifyText != "strict")
      return usageError("--verify takes no value or 'strict', not '" +
                        O.VerifyText + "'");
    R.Verify =
        O.VerifyText == "strict" ? VerifyMode::Strict : VerifyMode::Report;
  }
  if (O.given(OptionId::ServerText)) {
    std::optional<unsigned> Idle = serverIdle(O.ServerText);
    if (!Idle)
      return usageError("--server takes a number of seconds from 1 to 86400, "
                        "not '" +
                        O.ServerText + "'");
    R.ServerIdle = *Idle;
  }
  if (O.given(OptionId::CMakeLanguageGiven))
    R.CMakeLanguage = O.CMakeLanguageGiven;
  // hipify-cxx compat leaves the sources as they are.
  R.NoOutput = O.NoOutput || O.Examine || !O.CompatDir.empty();
  R.PrintStats = O.PrintStats || O.Examine;
  // The targets' versions, parsed here once (the Driver holds them against
  // the tables and chooses the defaults).
  for (auto [Text, Value, Id] :
       {std::tuple(&O.HipVersionText, &R.HipVersion, OptionId::HipVersionText),
        {&O.CudaVersionText, &R.CudaVersion, OptionId::CudaVersionText}}) {
    if (!O.given(Id))
      continue;
    bool Hip = Value == &R.HipVersion;
    if (Hip && *Text == "newest") {
      *Value = {true, {}};
      continue;
    }
    std::optional<VersionTuple> V = mapping::parseVersion(*Text);
    if (!V)
      return usageError(formatv("malformed --{0} '{1}' (expected a version "
                                "such as {2})",
                                optionFlag(Id), *Text,
                                Hip ? "6.2 or 6.2.0" : "12.6"));
    *Value = {false, *V};
  }
  R.Translate = O.Translate;
  // hipify-clang's spellings that undo another option.
  if (O.HipLaunchSyntax)
    R.Translate.KeepLaunchSyntax = false;
  if (O.Amap)
    R.Translate.SkipExcluded = false;
  R.Translate.RocmMacroGiven = O.given(OptionId::RocmMacro);
  return R;
}

} // namespace hipify::driver
