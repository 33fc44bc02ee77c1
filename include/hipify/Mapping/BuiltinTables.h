//===- BuiltinTables.h - the mapping tables compiled into the binary ------===//
#ifndef HIPIFY_MAPPING_BUILTINTABLES_H
#define HIPIFY_MAPPING_BUILTINTABLES_H

#include "hipify/Mapping/MappingTable.h"

namespace hipify::mapping {

/// One record of mappings/*.yaml as plain constant data, written by
/// hipify-tablegen (validated at build time). Plain C strings keep the
/// generated file cheap to compile; null means absent.
struct BuiltinApiRecord {
  const char *Cuda, *Hip, *Roc, *Library, *Category, *Section, *Rewriter;
  const char *CudaChanged, *HipChanged, *Note;
  Kind K;
  unsigned Flags;
  bool Drop;
  // cuda-added, -deprecated, -removed, hip-added, -deprecated, -removed,
  // -experimental, roc-added, -deprecated, -removed, -experimental.
  const char *Versions[11];
  const char *File;
  unsigned Line;
};

struct BuiltinHeaderRecord {
  const char *Cuda, *Hip, *Roc, *Library;
  bool Drop, Main, V2;
  const char *File;
  unsigned Line;
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
