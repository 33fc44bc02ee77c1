//===- RuleRegistryTest.cpp - the registered rules and the pipeline -------===//
#include "hipify/Rules/Pipeline.h"
#include "hipify/Rules/Rule.h"

#include "llvm/ADT/StringSet.h"

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
  // Every HIPIFY_RULE line, in its order, and nothing else, is registered,
  // each spec under its own line's name.
  const rewrite::Producer Defined[] = {
#define HIPIFY_RULE(Id, Name, Spec, Compat, Role) rewrite::Producer::Id,
#include "hipify/Rewrite/Producers.def"
  };
  ASSERT_EQ(rules::registeredRules().size(), std::size(Defined));
  for (unsigned I = 0; I < std::size(Defined); ++I)
    EXPECT_EQ(rules::registeredRules()[I].Id, Defined[I]);
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

TEST(RuleRegistry, RunsTheGuardRuleFirst) {
  // It claims the conditions it rewrites before any other rule reads them.
  ASSERT_FALSE(rules::registeredRules().empty());
  EXPECT_EQ(rules::registeredRules().front().Id, rewrite::Producer::Guard);
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
