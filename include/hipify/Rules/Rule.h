//===- Rule.h - a translation rule: one registered component --------------===//
//
// A rule is what clang-tidy calls a check: one class in one file of
// lib/Rules, with a name, the options that change what it does and the
// diagnostics it emits, registered by one line in
// include/hipify/Rewrite/Producers.def. The pipeline (Pipeline.h) makes one
// instance per file and calls its hooks in this order, each optional:
//
//   start()         before the parse: claim text other producers must leave
//   preprocessor()  callbacks for the parse's preprocessor
//   visitor()       a visitor of the one AST traversal every rule shares
//   endAst()        after that traversal
//   compilerDiagnostic()  each diagnostic of clang's during the parse
//   tokens()        its part in the token-level stage (lexical::TokenHooks):
//                   what the AST never saw, in every #if branch
//   finish()        after that stage: edits that depend on what every
//                   producer found (the implicit include, guard rewrites)
//
// What a rule learns in one hook and needs in another stays in the rule.
// Without an AST (a file too deeply nested to parse) only start(), tokens()
// and finish() run. A rule stamps its own name on its edits (origin()) and says
// what it finds through diag(), which holds it to the tags it declares.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_RULES_RULE_H
#define HIPIFY_RULES_RULE_H

#include "hipify/Core/FileContext.h"
#include "hipify/Frontend/SourceInfo.h"
#include "hipify/Guards/GuardAnalysis.h"
#include "hipify/Lexical/LexicalPass.h"

#include "clang/AST/DynamicRecursiveASTVisitor.h"
#include "clang/Lex/PPCallbacks.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/StringSet.h"

#include <memory>
#include <string>
#include <vector>

namespace hipify::rules {

using core::FileContext;
using core::FileFacts;
using frontend::SourceInfo;

/// What a rule may know of the run besides the file's own context.
struct FileJob {
  llvm::StringRef Path; // the file as named on the command line
  /// Sources of the run that are renamed (absolute path -> new file name),
  /// for --output-names=hip; and the -I directories to resolve includes.
  const llvm::StringMap<std::string> *Renamed = nullptr;
  llvm::ArrayRef<std::string> IncludeDirs;
  /// The file's preprocessor directives, scanned once by the pipeline.
  llvm::ArrayRef<pp::Directive> Directives;
  /// The headers of the run (real paths) that a parse entering them
  /// translates too (rules::translate, Translation::Headers), or none.
  const llvm::StringSet<> *Headers = nullptr;
};

/// A visitor of the shared traversal: clang's, plus the one hook the
/// traversal has no Visit method for.
class AstVisitor : public clang::DynamicRecursiveASTVisitor {
public:
  virtual bool VisitNestedNameSpecifierLoc(clang::NestedNameSpecifierLoc) {
    return true;
  }
};

struct RuleSpec;

class Rule {
public:
  explicit Rule(FileContext &Ctx) : Ctx(Ctx) {}
  virtual ~Rule();
  /// The rule of \p Spec for one file.
  static std::unique_ptr<Rule> make(const RuleSpec &Spec, FileContext &Ctx,
                                    const FileJob &Job);

  virtual void start() {}
  virtual std::unique_ptr<clang::PPCallbacks>
  preprocessor(const SourceInfo &SI) {
    return nullptr;
  }
  /// The visitor lives as long as the rule; \p SI and \p AST as the parse.
  virtual AstVisitor *visitor(clang::ASTContext &AST, const SourceInfo &SI) {
    return nullptr;
  }
  virtual void endAst(clang::ASTContext &AST, const SourceInfo &SI) {}
  /// Whether the rule takes \p Info (see ParseHooks::compilerDiagnostic).
  virtual bool compilerDiagnostic(const clang::Diagnostic &Info, bool Apply) {
    return false;
  }
  /// Its hooks in the token-level stage, living as long as the rule.
  virtual lexical::TokenHooks *tokens() { return nullptr; }
  virtual void finish() {}

  /// A diagnostic of this rule, tagged \p T: one of the tags its RuleSpec
  /// declares (asserted). Public for the helpers a rule hands its work to.
  core::Diagnostic &diag(unsigned Offset, core::Severity Level,
                         std::string Message, Tag T,
                         const mapping::ApiRecord *R = nullptr);

protected:
  /// This rule's name, for the edits it makes.
  rewrite::Producer self() const;
  /// The file's preprocessor directives (scanned once for every rule).
  llvm::ArrayRef<pp::Directive> directives() const;
  /// The origin of an edit this rule makes for record \p R, or for none.
  rewrite::Origin origin(const mapping::ApiRecord &R) const;
  rewrite::Origin origin(rewrite::Tier From = rewrite::Tier::Ast) const;
  /// Adds the edits that put \p Open before [Begin, End) and \p Close after
  /// it, as one group, made by this rule for record \p R.
  void wrap(const mapping::ApiRecord &R, unsigned Begin, unsigned End,
            std::string Open, std::string Close);
  /// The same, the edits made for \p From.
  void wrap(const rewrite::Origin &From, unsigned Begin, unsigned End,
            std::string Open, std::string Close);

  FileContext &Ctx;

private:
  const RuleSpec *Spec = nullptr; // set by make()
  const FileJob *Job = nullptr;   // set by make()
};

/// A rule that is its own visitor of the shared traversal: visitor() keeps
/// the parse's AST and source information for its Visit methods.
class AstRule : public Rule, public AstVisitor {
public:
  using Rule::Rule;
  AstVisitor *visitor(clang::ASTContext &AST, const SourceInfo &SI) override {
    Context = &AST;
    Info = &SI;
    return this;
  }

protected:
  clang::ASTContext *Context = nullptr; // during the traversal
  const SourceInfo *Info = nullptr;     // during the parse
};

/// A reference to the table name \p R spelled at [Offset, Offset+Length) of
/// \p Ctx's file, found by \p Rule at tier \p From: renamed, renamed with
/// warnings, or left unchanged and reported (Reference.cpp). \p OldForm: a
/// call in the form from before CUDA changed it (an old-arity step's).
void reference(FileContext &Ctx, unsigned Offset, unsigned Length,
               const mapping::ApiRecord &R, rewrite::Tier From,
               rewrite::Producer Rule, bool OldForm = false);

/// The origin of an edit that \p P (a rule, or one of a rule's other kinds
/// of edit) makes for record \p R.
rewrite::Origin recordOrigin(const mapping::ApiRecord &R, rewrite::Producer P);
/// Adds the edit that replaces [Offset, Offset + Length) by \p Text, in
/// \p Group (0: alone); a helper edit, not counted, unless \p Counted.
void replace(FileContext &Ctx, const rewrite::Origin &From, unsigned Offset,
             unsigned Length, std::string Text, unsigned Group = 0,
             bool Counted = false);

/// Whether \p E is in code that runs on the host: in a host or
/// host-and-device function (a lambda without execution-space attributes of
/// its own runs where the function around it does), or in an initializer
/// outside any function.
bool inHostCode(const clang::Expr &E, clang::ASTContext &AST);

/// The lookup of a call clang could not resolve (a RecoveryExpr whose first
/// subexpression names the function: isfinite(x) in host code among
/// clang's device-only overloads), with at least one declaration found;
/// null otherwise. The call's arguments are the other subexpressions.
const clang::UnresolvedLookupExpr *
unresolvedCallee(const clang::RecoveryExpr &E);

/// The function \p Call calls: resolved, or in a template a dependent call's
/// first candidate (cudaFuncGetAttributes(&a, kernel<T>)); null if neither.
const clang::NamedDecl *calledFunction(const clang::CallExpr &Call);
/// The type (as clang prints it: "float") of the argument on which the
/// target HIP declares \p FD too, where \p FD is a function at global scope
/// and its record's hip-overload step names that type: the project's own
/// overload of a device function HIP declares (OverloadCollision.cpp).
std::optional<std::string> hipOverload(const mapping::MappingTable &Table,
                                       const clang::FunctionDecl &FD);
/// Which of the CUDA types \p Names ("cudaDataType_t|cudaDataType", a
/// missing-for step's) argument \p Arg points to, or has (a typedef or the
/// enumeration or struct it names, through each step of its sugar), or is
/// an enumerator of; empty if none.
std::string missingOverloadType(const clang::Expr &Arg, llvm::StringRef Names,
                                const SourceInfo &SI,
                                const mapping::MappingTable &Table);
/// CUDA's warp function \p R called with the full-warp mask where the
/// target lacks it (HIP 6.2 added the *_sync forms) or has it only with a
/// macro defined (before 7.0): the function its unsynced step names, at the
/// target, called without the mask (argument MaskArgument);
/// __shfl_xor_sync(0xffffffff, v, m) is __shfl_xor(v, m). None where the
/// _sync form is the target's own, or the unsynced one is not there either.
struct UnsyncedForm {
  unsigned MaskArgument;
  llvm::StringRef Hip;
};
std::optional<UnsyncedForm> unsyncedForm(const mapping::ApiRecord &R,
                                         const mapping::MappingTable &Table,
                                         const mapping::Targets &Targets);
/// Whether \p D, declared in a CUDA header, is in the top-level namespace
/// \p Namespace (directly or in one nested in it, as cooperative groups'
/// __v1 or libcu++'s cuda::std).
bool inCudaNamespace(const clang::Decl &D, llvm::StringRef Namespace,
                     const SourceInfo &SI);
/// The calls (operator calls too) in the bodies of \p T's instantiations,
/// which the shared traversal does not visit: a call in a function template
/// whose arguments depend on its parameters is resolved only there.
std::vector<const clang::CallExpr *>
instantiatedCalls(const clang::FunctionTemplateDecl &T, clang::ASTContext &AST);
/// How many arguments \p Call has as written: a default argument is none.
unsigned writtenArguments(const clang::CallExpr &Call);
/// Where the name of the function \p Call calls is written.
clang::SourceLocation calleeNameLoc(const clang::CallExpr &Call);
/// [begin, end) of argument \p N of \p Call: as written in the file, or
/// else as written in the macro body that spells the call (a macro or a
/// parameter the argument is made of, by its name there).
std::optional<std::pair<unsigned, unsigned>>
argumentRange(const SourceInfo &SI, const clang::CallExpr &Call, unsigned N);

/// Where includes go in a file (Includes.cpp): the HIP runtime header, and
/// what is added beside it.
struct IncludePlaces {
  /// After an include guard's #ifndef or #pragma once, else at the first
  /// top-level #include or declaration.
  unsigned Insert = 0;
  /// The '#' of the first top-level #include, when no code precedes it.
  std::optional<unsigned> FirstInclude;
};
/// \p FirstDeclaration: see firstDeclaration().
IncludePlaces includePlaces(llvm::StringRef Buffer,
                            llvm::ArrayRef<pp::Directive> Directives,
                            std::optional<unsigned> FirstDeclaration);
/// The start of the line of the file's first top-level declaration, or of
/// the comment attached to it: where an include goes when no directive
/// says otherwise.
std::optional<unsigned> firstDeclaration(clang::ASTContext &AST,
                                         const SourceInfo &SI,
                                         llvm::StringRef Buffer);

/// A rule as the registry knows it.
struct RuleSpec {
  rewrite::Producer Id;        // its line in Producers.def
  llvm::StringLiteral Summary; // one line, for --list-rules and the docs
  llvm::StringLiteral Options; // the options that change it ("" if none)
  /// The tags of the diagnostics it emits.
  llvm::ArrayRef<Tag> Diagnostics;
  /// Whether it runs with these options.
  bool (*Enabled)(const core::TranslateOptions &);
  std::unique_ptr<Rule> (*Create)(FileContext &, const FileJob &);
  /// The rules whose steps its own must follow in each phase (preprocessor,
  /// AST, token stage, finish()), because it reads there what they write
  /// there or inserts where they insert: registeredRules() runs it after
  /// them. Phases themselves run in order, whatever a rule declares.
  llvm::ArrayRef<rewrite::Producer> After = {};

  /// Its name ("kernel-launch").
  llvm::StringRef name() const { return rewrite::producerName(Id); }
};

/// Every rule (the HIPIFY_RULE lines of Producers.def), in the order they
/// run: runOrder() of them.
llvm::ArrayRef<RuleSpec> registeredRules();
/// \p Listed in an order where each rule runs after those its After names,
/// and otherwise as listed; an error where an After names no rule of
/// \p Listed or the rules' After make a cycle.
llvm::Expected<std::vector<RuleSpec>> runOrder(llvm::ArrayRef<RuleSpec> Listed);
/// The rules as a Markdown table (--list-rules; docs/architecture.md).
void printRules(llvm::raw_ostream &OS);

/// RuleSpec::Enabled of a rule that always runs.
inline bool always(const core::TranslateOptions &) { return true; }

/// RuleSpec::Create of a rule whose constructor takes the file's context.
template <typename R>
std::unique_ptr<Rule> create(FileContext &Ctx, const FileJob &) {
  return std::make_unique<R>(Ctx);
}

} // namespace hipify::rules

#endif
