//===- LexicalPass.h - rename CUDA names the AST never saw ----------------===//
#ifndef HIPIFY_LEXICAL_LEXICALPASS_H
#define HIPIFY_LEXICAL_LEXICALPASS_H

#include "hipify/Core/FileContext.h"

namespace hipify::lexical {

/// Runs after the AST producers: renames, token by token, the table names the
/// AST did not claim (inactive #if branches, macro bodies never expanded,
/// regions that failed to parse) and angle-bracket #includes the preprocessor
/// never reached.
void runLexicalPass(core::FileContext &Ctx);

} // namespace hipify::lexical

#endif
