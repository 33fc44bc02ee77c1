//===- RuleRegistryTest.cpp - the registered rules and the pipeline -------===//
#include "hipify/Rules/Pipeline.h"
#include "hipify/Rules/Rule.h"

#include "llvm/ADT/StringSet.h"

#include <set>

#include <gtest/gtest.h>

using namespace hipify;

TEST(RuleRegistry, NamesEveryRuleOnceWithASummary) {
  llvm::StringSet<> Names;
  for (const rules::RuleSpec &S : rules::registeredRules()) {
    EXPECT_TRUE(Names.insert(S.name()).second) << S.name().str();
    EXPECT_FALSE(S.Summary.empty()) << S.name().str();
    EXPECT_NE(S.Enabled, nullptr) << S.name().str();
    EXPECT_NE(S.Create, nullptr) << S.name().str();
  }
  // Every HIPIFY_RULE line and nothing else is registered, each spec under
  // its own line's name.
  std::set<rewrite::Producer> Defined = {
#define HIPIFY_RULE(Id, Name, Spec, Compat, Role) rewrite::Producer::Id,
#include "hipify/Rewrite/Producers.def"
  };
  std::set<rewrite::Producer> Registered;
  for (const rules::RuleSpec &S : rules::registeredRules())
    Registered.insert(S.Id);
  EXPECT_EQ(Registered, Defined);
  EXPECT_EQ(rules::registeredRules().size(), Defined.size());
}

TEST(RuleRegistry, RunsEachRuleAfterTheRulesItsSpecNames) {
  llvm::ArrayRef<rules::RuleSpec> Rules = rules::registeredRules();
  unsigned Declared = 0;
  for (unsigned I = 0; I < Rules.size(); ++I)
    for (rewrite::Producer P : Rules[I].After) {
      ++Declared;
      auto Before = llvm::find_if(
          Rules, [&](const rules::RuleSpec &S) { return S.Id == P; });
      EXPECT_LT(Before - Rules.begin(), I)
          << Rules[I].name().str() << " runs before "
          << rewrite::producerName(P).str();
    }
  EXPECT_GT(Declared, 0u);
}

namespace {
/// A spec of rule \p Id that runs after \p After.
rules::RuleSpec spec(rewrite::Producer Id,
                     llvm::ArrayRef<rewrite::Producer> After = {}) {
  rules::RuleSpec S{Id, "", "", {}, rules::always, nullptr};
  S.After = After;
  return S;
}
std::vector<rewrite::Producer>
ids(llvm::Expected<std::vector<rules::RuleSpec>> Order) {
  std::vector<rewrite::Producer> Out;
  if (!Order) {
    ADD_FAILURE() << llvm::toString(Order.takeError());
    return Out;
  }
  for (const rules::RuleSpec &S : *Order)
    Out.push_back(S.Id);
  return Out;
}
} // namespace

TEST(RuleRegistry, OrdersByWhatSpecsDeclareAndOtherwiseAsListed) {
  using P = rewrite::Producer;
  const P GuardAfter[] = {P::UnknownName}, HostAfter[] = {P::Guard};
  // The guard moves after unknown-name, and host-math after the guard;
  // the others keep their places.
  const rules::RuleSpec Listed[] = {
      spec(P::Guard, GuardAfter), spec(P::Include), spec(P::HostMath, HostAfter),
      spec(P::UnknownName), spec(P::PtxAsm)};
  EXPECT_EQ(ids(rules::runOrder(Listed)),
            (std::vector<P>{P::Include, P::UnknownName, P::Guard, P::HostMath,
                            P::PtxAsm}));
  const rules::RuleSpec Plain[] = {spec(P::PtxAsm), spec(P::Guard)};
  EXPECT_EQ(ids(rules::runOrder(Plain)), (std::vector<P>{P::PtxAsm, P::Guard}));
}

TEST(RuleRegistry, RefusesACycleAndAnAfterThatNamesNoRule) {
  using P = rewrite::Producer;
  const P AfterInclude[] = {P::Include}, AfterGuard[] = {P::Guard};
  const rules::RuleSpec Cycle[] = {spec(P::PtxAsm), spec(P::Guard, AfterInclude),
                                   spec(P::Include, AfterGuard)};
  llvm::Expected<std::vector<rules::RuleSpec>> Order = rules::runOrder(Cycle);
  ASSERT_FALSE(Order);
  EXPECT_EQ(llvm::toString(Order.takeError()),
            "the rules' run-after make a cycle among: guard, include");
  const P AfterMask[] = {P::WarpMask};
  const rules::RuleSpec Unknown[] = {spec(P::WarpSize, AfterMask)};
  Order = rules::runOrder(Unknown);
  ASSERT_FALSE(Order);
  EXPECT_EQ(llvm::toString(Order.takeError()),
            "rule 'warp-size' runs after 'warp-mask', which is no rule");
}

TEST(RuleRegistry, EveryOptionARuleReadsIsAnOptionOfTheTable) {
  // A rule's Options (--list-rules, docs/architecture.md) name options of
  // Support/Options.def, each maybe with a remark in parentheses.
  llvm::StringSet<> Flags;
#define HIPIFY_TARGET_OPTION(Field, Flag, Help) Flags.insert(Flag);
#define HIPIFY_TRANSLATE_OPTION(Field, Type, Default, Flag, Group, Help, ...)  \
  Flags.insert(Flag);
#define HIPIFY_RUN_OPTION(Field, Type, Default, Flag, Key, Group, Help, ...)   \
  Flags.insert(Flag);
#define HIPIFY_ALIAS(Name, Flag, Of, Group, Help) Flags.insert(Flag);
#include "hipify/Support/Options.def"
  unsigned Named = 0;
  for (const rules::RuleSpec &S : rules::registeredRules()) {
    llvm::SmallVector<llvm::StringRef, 4> Options;
    S.Options.split(Options, ", ", -1, /*KeepEmpty=*/false);
    for (llvm::StringRef O : Options) {
      llvm::StringRef Flag = O.split(' ').first.split('=').first;
      EXPECT_TRUE(Flag.consume_front("--") && Flags.contains(Flag))
          << S.name().str() << ": '" << O.str() << "'";
      ++Named;
    }
  }
  EXPECT_GT(Named, 0u);
}

TEST(RuleRegistry, KernelLaunchRuleFollowsKeepLaunchSyntax) {
  const rules::RuleSpec *Launch = nullptr;
  for (const rules::RuleSpec &S : rules::registeredRules())
    if (S.Id == rewrite::Producer::KernelLaunch)
      Launch = &S;
  ASSERT_NE(Launch, nullptr);
  core::TranslateOptions Opts;
  EXPECT_TRUE(Launch->Enabled(Opts));
  Opts.KeepLaunchSyntax = true;
  EXPECT_FALSE(Launch->Enabled(Opts));
}

TEST(Pipeline, TranslatesAtTokenLevelWithoutAParse) {
  auto Table = llvm::cantFail(mapping::MappingTable::create());
  core::TranslateOptions Opts;
  Opts.Targets.Hip = llvm::VersionTuple(7, 0);
  Opts.Targets.Cuda = llvm::VersionTuple(13, 0);
  rules::FileJob Job{"k.cu", nullptr, {}, {}};
  std::string In = "#if CUDA_VERSION >= 11000\nvoid f() { cudaFree(0); }\n"
                   "#endif\n";
  rules::Translation T = rules::translate(Job, In, *Table, Opts, nullptr);
  // The guard rule's finish step, the lexical pass and the include rule's
  // finish step (the file uses CUDA and includes nothing) all ran.
  EXPECT_EQ(T.Output, "#include <hip/hip_runtime.h>\n"
                      "#if (CUDA_VERSION >= 11000) || defined(__HIP_PLATFORM_AMD__)\n"
                      "void f() { hipFree(0); }\n#endif\n");
  EXPECT_EQ(T.Report.Status, report::FileStatus::Translated);
  EXPECT_EQ(T.Report.guards(), 1u);
  ASSERT_EQ(T.Dependencies.size(), 1u); // not parsed: the file itself
}
