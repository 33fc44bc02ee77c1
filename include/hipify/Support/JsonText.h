//===- JsonText.h - text from sources, made safe for JSON -----------------===//
#ifndef HIPIFY_SUPPORT_JSONTEXT_H
#define HIPIFY_SUPPORT_JSONTEXT_H

#include "llvm/Support/JSON.h"

#include <string>

namespace hipify {

/// \p S as a JSON string: JSON strings are UTF-8, sources need not be (a
/// Latin-1 comment), so invalid bytes become U+FFFD. Every string that may
/// hold text of a source (file names, lines, messages quoting code) goes
/// into JSON through this.
inline std::string jsonText(llvm::StringRef S) {
  return llvm::json::isUTF8(S) ? S.str() : llvm::json::fixUTF8(S);
}

} // namespace hipify

#endif
