//===- BuiltinTables.cpp - the mapping tables compiled into the binary ----===//
//
// Holds the generated initialisers of the built-in tables. The data comes from
// mappings/*.yaml through hipify-tablegen at build time, so a run starts
// without parsing YAML: the arrays are constant data.
//
//===----------------------------------------------------------------------===//

#include "hipify/Mapping/BuiltinTables.h"

namespace hipify::mapping {

namespace {
constexpr Kind Fn = Kind::Function, Ty = Kind::Type, En = Kind::Enum,
               Df = Kind::Define, Ns = Kind::Namespace,
               Mb = Kind::Member;
#include "BuiltinMappings.inc"
} // namespace

llvm::ArrayRef<BuiltinApiRecord> builtinApiRecords() { return BuiltinApi; }
llvm::ArrayRef<BuiltinHeaderRecord> builtinHeaderRecords() { return BuiltinHeaders; }
llvm::ArrayRef<BuiltinGuardMacro> builtinGuardMacros() { return BuiltinGuards; }

} // namespace hipify::mapping
