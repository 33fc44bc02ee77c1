//===- MappingLoader.h - read and validate YAML mapping files -------------===//
#ifndef HIPIFY_MAPPING_MAPPINGLOADER_H
#define HIPIFY_MAPPING_MAPPINGLOADER_H

#include "hipify/Mapping/MappingTable.h"

#include "llvm/Support/Error.h"
#include "llvm/Support/StringSaver.h"

#include <vector>

namespace hipify::mapping {

/// The result of reading one API mapping file (see mappings/SCHEMA.md).
struct ApiFile {
  llvm::StringRef Library;
  std::vector<ApiRecord> Records;
};

/// Parses the YAML text of an API mapping file. Strings are kept alive by
/// \p Saver. Every validation error names Path:line:col. A record may omit
/// `kind` only when \p AllowDisable and it says `disabled: true`.
llvm::Expected<ApiFile> parseApiFile(llvm::StringRef Path, llvm::StringRef Text,
                                     llvm::StringSaver &Saver,
                                     bool AllowDisable);

/// Parses the YAML text of a header mapping file (headers.yaml).
llvm::Expected<std::vector<HeaderRecord>>
parseHeaderFile(llvm::StringRef Path, llvm::StringRef Text,
                llvm::StringSaver &Saver);

/// Parses the YAML text of the guard macro file (guards.yaml).
llvm::Expected<std::vector<GuardMacro>>
parseGuardFile(llvm::StringRef Path, llvm::StringRef Text,
               llvm::StringSaver &Saver);

/// Reads a file and parses it with parseApiFile.
llvm::Expected<ApiFile> loadApiFile(llvm::StringRef Path,
                                    llvm::StringSaver &Saver,
                                    bool AllowDisable);

/// Parses a version as written in the tables: 1 to 3 dot-separated numbers.
std::optional<llvm::VersionTuple> parseVersion(llvm::StringRef Text);

} // namespace hipify::mapping

#endif
