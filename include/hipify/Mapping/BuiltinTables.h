//===- BuiltinTables.h - the mapping tables compiled into the binary ------===//
#ifndef HIPIFY_MAPPING_BUILTINTABLES_H
#define HIPIFY_MAPPING_BUILTINTABLES_H

#include "hipify/Mapping/MappingTable.h"

#include <type_traits>

namespace hipify::mapping {

/// The constant-data form of a record field: a C string for text and versions
/// (null when absent), the value itself otherwise.
template <typename T>
using BuiltinType =
    std::conditional_t<std::is_same_v<T, llvm::StringRef> ||
                           std::is_same_v<T, llvm::VersionTuple>,
                       const char *, T>;

/// One record of mappings/*.yaml as plain constant data, written by
/// hipify-tablegen (validated at build time): the fields of ApiRecord, in its
/// order. Plain C strings keep the generated file cheap to compile.
struct BuiltinApiRecord {
#define API_FIELD(Type, Name, Key, Default) BuiltinType<Type> Name;
#include "hipify/Mapping/ApiRecordFields.def"
};

/// One record of mappings/headers.yaml as plain constant data: the fields of
/// HeaderRecord, in its order.
struct BuiltinHeaderRecord {
#define HEADER_FIELD(Type, Name, Key, Default) BuiltinType<Type> Name;
#include "hipify/Mapping/HeaderRecordFields.def"
};

struct BuiltinGuardMacro {
  const char *Macro, *Hip, *Scale;
  GuardRole Role;
  long long Modern, CudaScaleLo, CudaScaleHi;
};

llvm::ArrayRef<BuiltinApiRecord> builtinApiRecords();
llvm::ArrayRef<BuiltinGuardMacro> builtinGuardMacros();
llvm::ArrayRef<BuiltinHeaderRecord> builtinHeaderRecords();

} // namespace hipify::mapping

#endif
