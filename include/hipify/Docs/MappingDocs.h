//===- MappingDocs.h - print the mapping tables (Markdown, CSV, JSON, ...) ===//
#ifndef HIPIFY_DOCS_MAPPINGDOCS_H
#define HIPIFY_DOCS_MAPPINGDOCS_H

#include "hipify/Mapping/MappingTable.h"

#include "llvm/Support/raw_ostream.h"

#include <optional>
#include <string>
#include <vector>

namespace hipify::mapping {

/// CudaHeader is the tables reversed: `#define hipX cudaX` for nvcc.
enum class DocFormat { Markdown, Csv, Json, CudaHeader };
std::optional<DocFormat> parseDocFormat(llvm::StringRef Name);

/// The families present in the table, sorted.
std::vector<std::string> libraries(const MappingTable &T);

/// Prints the records of \p Library (all families when empty), with their
/// versions, in \p F. The Markdown form is what docs/api/ holds.
void printMappings(const MappingTable &T, DocFormat F, llvm::StringRef Library,
                   llvm::raw_ostream &OS);

/// Writes one file per family, DIR/<family>.<ext>, and for Markdown an index
/// DIR/README.md with the count per family (docs/api/). For CudaHeader: an
/// include directory for nvcc, DIR/hip2cuda.h (all families) and, for each
/// HIP header, DIR/<HIP header> including its CUDA counterparts and
/// hip2cuda.h.
llvm::Error writeMappingDocs(const MappingTable &T, DocFormat F,
                             llvm::StringRef Dir);

} // namespace hipify::mapping

#endif
