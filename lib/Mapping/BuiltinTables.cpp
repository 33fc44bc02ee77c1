//===- BuiltinTables.cpp - the mapping tables compiled into the binary ----===//
//
// Holds the generated tables. The data comes from mappings/*.yaml through
// hipify-tablegen at build time as constant records, with their index: a run
// neither parses YAML nor copies or indexes 9,000 records (which a one-file
// run of the build step would pay for once per file).
//
//===----------------------------------------------------------------------===//

#include "hipify/Mapping/BuiltinTables.h"

namespace hipify::mapping {

namespace {
using llvm::VersionTuple;
constexpr Kind Fn = Kind::Function, Ty = Kind::Type, En = Kind::Enum,
               Df = Kind::Define, Ns = Kind::Namespace,
               Mb = Kind::Member;
#include "BuiltinMappings.inc"
} // namespace

llvm::ArrayRef<ApiRecord> builtinApiRecords() { return BuiltinApi; }
llvm::ArrayRef<uint32_t> builtinApiSlots() { return BuiltinApiSlots; }
llvm::VersionTuple builtinNewestHip() { return BuiltinNewestHip; }
llvm::VersionTuple builtinNewestCuda() { return BuiltinNewestCuda; }
llvm::ArrayRef<HeaderRecord> builtinHeaderRecords() { return BuiltinHeaders; }
llvm::ArrayRef<GuardMacro> builtinGuardMacros() { return BuiltinGuards; }

} // namespace hipify::mapping
