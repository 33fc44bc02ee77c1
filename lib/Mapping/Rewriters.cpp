//===- Rewriters.cpp - the rewriters a record may name --------------------===//
//
// A record's `rewriter:` is a list of steps, each a family of
// Rewriters.def with its argument (hip-symbol-1, copy-argument-2=0,
// roc:append-argument-3=...): parsed here for the loader, which checks every
// record's, and for the rules and the compat layer, which take theirs.
//
//===----------------------------------------------------------------------===//

#include "hipify/Mapping/MappingLoader.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FormatVariadic.h"

using namespace llvm;

namespace hipify::mapping {

namespace {

enum class Form { Bare, N, NValue };
struct FamilyInfo {
  StringLiteral Name;
  Form F;
  StringLiteral Cast;
};
constexpr FamilyInfo Families[] = {
#define HIPIFY_REWRITER(Id, Name, Shape, Owner, Cast) {Name, Form::Shape, Cast},
#include "hipify/Mapping/Rewriters.def"
};

/// One step, or nothing when it is malformed.
std::optional<RewriterStep> parseStep(StringRef Text) {
  RewriterStep S;
  if (Text.consume_front("roc:"))
    S.Only = RewriterStep::Roc;
  else if (Text.consume_front("hip:"))
    S.Only = RewriterStep::Hip;
  auto [Head, Value] = Text.split('=');
  Form Wanted = Text.contains('=') ? Form::NValue : Form::N;
  const FamilyInfo *F = find_if(Families, [&](const FamilyInfo &I) {
    if (I.F == Form::Bare)
      return Text == I.Name;
    StringRef Rest = Head;
    return I.F == Wanted && Rest.consume_front(I.Name) &&
           Rest.consume_front("-") && !Rest.getAsInteger(10, S.N);
  });
  if (F == std::end(Families) || (Wanted == Form::NValue && Value.empty()))
    return std::nullopt;
  S.Family = static_cast<Family>(F - std::begin(Families));
  unsigned To;
  if (S.Family == Family::CopyArgument && Value.getAsInteger(10, To))
    return std::nullopt;
  S.Value = Value;
  return S;
}

} // namespace

std::vector<RewriterStep> rewriterSteps(StringRef Id) {
  SmallVector<StringRef, 4> Parts;
  Id.split(Parts, ';');
  std::vector<RewriterStep> Steps;
  for (StringRef P : Parts) {
    std::optional<RewriterStep> S = parseStep(P.trim());
    if (!S)
      return {};
    Steps.push_back(*S);
  }
  return Steps;
}

std::string RewriterStep::value(const VersionTuple &Hip) const {
  std::string V = Value.str();
  StringRef Placeholder = "{hip-version}";
  if (size_t At = V.find(Placeholder); At != std::string::npos)
    V.replace(
        At, Placeholder.size(),
        std::to_string(Hip.getMajor() * 100 + Hip.getMinor().value_or(0)));
  return V;
}

Error checkNamedRecords(const ApiRecord &R,
                        function_ref<bool(StringRef)> Known) {
  if (R.Rewriter.empty())
    return Error::success();
  for (const RewriterStep &S : rewriterSteps(R.Rewriter))
    if ((S.Family == Family::CalledAs || S.Family == Family::Unsynced ||
         S.Family == Family::LaterAs) &&
        !Known(S.Value))
      return createStringError(
          inconvertibleErrorCode(),
          formatv("{0}:{1}: '{2}''s {3} step names '{4}', which no record "
                  "names",
                  R.File, R.Line, R.Cuda, familyName(S.Family), S.Value));
  return Error::success();
}

bool isKnownRewriter(StringRef Id) { return !rewriterSteps(Id).empty(); }

StringRef familyName(Family F) {
  return Families[static_cast<unsigned>(F)].Name;
}

StringRef familyCast(Family F) {
  return Families[static_cast<unsigned>(F)].Cast;
}

std::optional<unsigned> rewriterArgument(StringRef Id, Family F) {
  for (const RewriterStep &S : rewriterSteps(Id))
    if (S.Family == F)
      return S.N;
  return std::nullopt;
}

} // namespace hipify::mapping
