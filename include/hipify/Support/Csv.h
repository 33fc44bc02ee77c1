//===- Csv.h - one CSV field, quoted when it needs to be ------------------===//
#ifndef HIPIFY_SUPPORT_CSV_H
#define HIPIFY_SUPPORT_CSV_H

#include "llvm/ADT/StringRef.h"

#include <string>

namespace hipify {

/// \p S as an RFC 4180 field: quoted, with quotes doubled, when it holds a
/// comma, a quote or a line break.
inline std::string csvField(llvm::StringRef S) {
  if (S.find_first_of(",\"\r\n") == llvm::StringRef::npos)
    return S.str();
  std::string Out = "\"";
  for (char C : S) {
    if (C == '"')
      Out += '"';
    Out += C;
  }
  return Out + "\"";
}

} // namespace hipify

#endif
