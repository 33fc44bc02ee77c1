//===- NvccDialect.cpp - code nvcc accepts that clang's fix-it translates -===//
//
// nvcc's host compilers accept a few spellings that C++11 reads otherwise,
// and where clang's fix-it is the whole translation: `"%d"PRId64` (a string
// literal then a macro with no blank between: concatenated by nvcc's hosts,
// a user-defined literal to C++11) gets its blank. Such a diagnostic is no
// error of the source: this rule takes it from the parse
// (compilerDiagnostic) and applies the fix-its that fall in the file being
// translated; a header gets them when it is translated itself, or with its
// includer.
//
// Kernel launches whose chevrons are written apart, `k << < g, b >> > (x)`,
// are parsed joined (FileContext::ParseText). Where the kernel-launch rule is
// off (--cuda-kernel-execution-syntax) and the launches stay as written,
// this rule joins their chevrons.
//
//===----------------------------------------------------------------------===//

#include "hipify/Rules/Launch.h"
#include "hipify/Rules/Rule.h"

#include "clang/Basic/DiagnosticLex.h"
#include "clang/Basic/SourceManager.h"

using namespace clang;

namespace hipify::rules {

namespace {

class NvccDialect : public Rule {
public:
  using Rule::Rule;

  std::unique_ptr<PPCallbacks> preprocessor(const SourceInfo &SI) override {
    File = &SI;
    return nullptr;
  }

  bool compilerDiagnostic(const Diagnostic &Info, bool Apply) override {
    if (Info.getID() != diag::ext_reserved_user_defined_literal)
      return false;
    if (Apply && File && Info.hasSourceManager())
      fix(Info);
    return true;
  }

  void finish() override {
    if (Ctx.Opts.KeepLaunchSyntax)
      joinSplitChevrons(Ctx, origin());
  }

private:
  void fix(const Diagnostic &Info) {
    const SourceManager &SM = Info.getSourceManager();
    for (const FixItHint &F : Info.getFixItHints()) {
      SourceLocation Begin = F.RemoveRange.getBegin(),
                     End = F.RemoveRange.getEnd();
      if (!F.InsertFromRange.isInvalid() || F.RemoveRange.isTokenRange() ||
          Begin.isMacroID() || End.isMacroID() ||
          !File->inFile(SM.getFileID(Begin)) ||
          !File->inFile(SM.getFileID(End)))
        continue;
      unsigned Offset = SM.getFileOffset(Begin);
      replace(Ctx, origin(), Offset, SM.getFileOffset(End) - Offset,
              F.CodeToInsert);
    }
  }

  const SourceInfo *File = nullptr; // the file translated, during the parse
};

} // namespace

extern const RuleSpec NvccDialectRule = {
    rewrite::Producer::NvccDialect,
    "applies clang's fix-its where nvcc's dialect differs from C++11 "
    "(\"%d\"PRId64 gets its blank; launch chevrons written apart, kept, "
    "are joined)",
    "", {}, always, create<NvccDialect>};

} // namespace hipify::rules
