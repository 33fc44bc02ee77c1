//===- BuiltinTables.h - the mapping tables compiled into the binary ------===//
#ifndef HIPIFY_MAPPING_BUILTINTABLES_H
#define HIPIFY_MAPPING_BUILTINTABLES_H

#include "hipify/Mapping/MappingTable.h"

#include <cstdint>

namespace hipify::mapping {

/// The records of mappings/*.yaml, in their files' order: constant data
/// written by hipify-tablegen (validated at build time, each CUDA name once).
llvm::ArrayRef<ApiRecord> builtinApiRecords();
/// An open-addressing hash table of those records by CUDA name: a power of
/// two of slots, each the index of a record plus one (0: none); a name is
/// at its llvm::djbHash modulo the size, or in the slots after it before an
/// empty one.
llvm::ArrayRef<uint32_t> builtinApiSlots();
/// The newest HIP / CUDA version a record mentions.
llvm::VersionTuple builtinNewestHip();
llvm::VersionTuple builtinNewestCuda();
/// mappings/headers.yaml and mappings/guards.yaml, as constant data.
llvm::ArrayRef<HeaderRecord> builtinHeaderRecords();
llvm::ArrayRef<GuardMacro> builtinGuardMacros();

} // namespace hipify::mapping

#endif
