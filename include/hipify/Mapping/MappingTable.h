//===- MappingTable.h - CUDA -> HIP mapping records and lookups -----------===//
#ifndef HIPIFY_MAPPING_MAPPINGTABLE_H
#define HIPIFY_MAPPING_MAPPINGTABLE_H

#include "hipify/Mapping/Helpers.h"
#include "hipify/Support/DiagnosticTag.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/Allocator.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/StringSaver.h"
#include "llvm/Support/VersionTuple.h"

#include <deque>
#include <memory>
#include <string>
#include <vector>

namespace hipify::mapping {

/// Member: a field of a CUDA struct, named `struct.member` (its `hip` is the
/// field's name in HIP's counterpart struct).
enum class Kind { Function, Type, Enum, Define, Namespace, Member };

llvm::StringRef kindName(Kind K);
std::optional<Kind> parseKind(llvm::StringRef Name);

/// The flags of a record (RecordFlags.def): each its bit of ApiRecord::Flags.
enum RecordFlagBit : unsigned {
#define HIPIFY_RECORD_FLAG(Id, Key, Doc) Flag##Id##Bit,
#include "hipify/Mapping/RecordFlags.def"
};
enum RecordFlags : unsigned {
#define HIPIFY_RECORD_FLAG(Id, Key, Doc) Flag##Id = 1u << Flag##Id##Bit,
#include "hipify/Mapping/RecordFlags.def"
};

/// Everything the tables know about one CUDA name; its fields are listed in
/// ApiRecordFields.def.
struct ApiRecord {
#define API_FIELD(Type, Name, Key, Default) Type Name{Default};
#include "hipify/Mapping/ApiRecordFields.def"
};

/// Whether \p R renames the project's own declarations too, not only CUDA's:
/// a user's record (--mappings) or a framework's name (FlagFramework).
inline bool renamesProjectDeclarations(const ApiRecord &R) {
  return R.FromUser || (R.Flags & FlagFramework);
}

/// PyTorch's names (the torch tables): renamed only in a PyTorch
/// extension's files, and by the token pass only, which sees the namespace
/// they are spelled with (at::cuda::CUDAGuard).
inline bool isTorch(const ApiRecord &R) { return R.Library == "torch"; }

/// One CUDA header and its HIP counterpart; its fields are listed in
/// HeaderRecordFields.def.
struct HeaderRecord {
#define HEADER_FIELD(Type, Name, Key, Default) Type Name{Default};
#include "hipify/Mapping/HeaderRecordFields.def"
};

/// A macro the guard analysis knows (mappings/guards.yaml).
enum class GuardRole { CudaVersion, CudaCompiler, CudaDevice, HipVersion, Rocm };
struct GuardMacro {
  llvm::StringRef Macro, Hip, Scale;
  GuardRole Role = GuardRole::CudaVersion;
  long long Modern = 0;                   // its value in a very new CUDA
  long long CudaScaleLo = 0, CudaScaleHi = 0; // hip-version: CUDA-like numbers
  llvm::StringRef File;
  unsigned Line = 0;
};

/// The number \p V is written as on \p Scale, a sum of terms "major",
/// "minor" or "patch", each maybe times a number ("major * 1000 + minor *
/// 10"); none when the scale is not of that form.
std::optional<long long> scaleValue(llvm::StringRef Scale,
                                    const llvm::VersionTuple &V);

/// What the run targets; decides per record what happens to a reference.
struct Targets {
  llvm::VersionTuple Cuda, Hip;
  // Roc (prefer roc* names), Miopen (cuDNN -> MIOpen), Experimental
  // (translate HIP-experimental names): Support/Options.def.
#define HIPIFY_TARGET_OPTION(Field, Flag, Help) bool Field = false;
#include "hipify/Support/Options.def"
};

/// The rewriters a record may name (`rewriter:`): C++ code for calls whose
/// arguments change, not just the name.
///   hip-symbol-N      wrap argument N (0-based) in HIP_SYMBOL()
///   warp-mask-N       argument N is a lane mask, 64-bit in HIP: a 32-bit
///                     full mask literal becomes a 64-bit one, other 32-bit
///                     masks are reported
///   kernel-pointer-N  argument N is a kernel, which HIP takes as const void*
///                     (CUDA has a template): cast it
///   out-pointer-N     argument N is a T**, which HIP takes as void** (CUDA
///                     has a template): cast it
///   string-array-N    argument N is an array of strings, which hiprtc takes
///                     as const char** (NVRTC: const char* const*): cast it
///   add-argument-N=V  insert V before argument N
///   append-argument-N=V  on a call with N arguments (as written), append V
///   drop-argument-N   remove argument N
///   set-argument-N=V  replace argument N by V
///   copy-argument-N=M insert a copy of argument N as argument M (appended
///                     when M is the call's argument count)
///   size-pointer-N    argument N is a pointer HIP takes as size_t*: cast it
///   called-as-N=NAME  a call with N arguments (as written) is a call of the
///                     CUDA function NAME (a C++ overload): its name becomes
///                     NAME's HIP name (cudaEventCreate(&e, flags) is
///                     hipEventCreateWithFlags)
///   unsynced-N=NAME   where the target HIP lacks the call, one whose argument
///                     N is the full-warp mask is the CUDA function NAME
///                     without it (__shfl_xor_sync(0xffffffff, v, m) is
///                     __shfl_xor(v, m) before HIP 6.2)
///   manual            the arguments differ from the HIP counterpart's (from
///                     the cuda-changed version on, if any): report, do not
///                     rename
///   old-arity-N       with manual: a call with N arguments as written has
///                     the form from before cuda-changed, the HIP
///                     counterpart's, and is renamed
///   old-integer-N     with manual: so does a call whose argument N is an
///                     integer (a device, a count: the later form takes a
///                     struct or a pointer there)
/// A record's rewriter may list several steps, separated by ';'; argument
/// numbers count the CUDA call's arguments. A step written "roc:<step>"
/// applies only where the call becomes the roc name (--roc, --miopen), one
/// written "hip:<step>" only where it becomes the HIP name.
bool isKnownRewriter(llvm::StringRef Id);

/// The families of rewriter steps (Rewriters.def).
enum class Family : unsigned char {
#define HIPIFY_REWRITER(Id, Name, Form, Owner, Cast) Id,
#include "hipify/Mapping/Rewriters.def"
};
/// The family as the tables write it ("add-argument").
llvm::StringRef familyName(Family F);
/// The cast a family's step puts around its argument
/// ("reinterpret_cast<void**>"), or "" for a family that casts nothing.
llvm::StringRef familyCast(Family F);

/// One step of a rewriter: "[roc:|hip:]<Family>-N[=Value]".
struct RewriterStep {
  enum Counterpart { Any, Hip, Roc };
  mapping::Family Family = Family::Manual;
  unsigned N = 0;
  llvm::StringRef Value; // V or M, "" for the families that take none
  Counterpart Only = Any; // the counterpart the step applies to
  /// Value as code for the target \p Hip: {hip-version} in it is that HIP
  /// as HIP numbers it, major * 100 + minor (hipGetProcAddress's version).
  std::string value(const llvm::VersionTuple &Hip) const;
};
/// The steps of the rewriter \p Id, in order; none when any is malformed.
std::vector<RewriterStep> rewriterSteps(llvm::StringRef Id);
/// The called-as, unsynced and later-as steps of \p R name another record:
/// the error (its file and line) of one that names a CUDA name \p Known does
/// not know; success when none does.
llvm::Error checkNamedRecords(const ApiRecord &R,
                              llvm::function_ref<bool(llvm::StringRef)> Known);
/// N of the first step of \p Family in the rewriter \p Id.
std::optional<unsigned> rewriterArgument(llvm::StringRef Id, Family F);

/// One diagnostic the decision produces: a message and its clang-tidy-style tag.
struct Note {
  std::string Message;
  hipify::Tag Tag;
};

struct Decision {
  bool Rename = false;      // false: leave the name unchanged (unsupported)
  llvm::StringRef To;       // the new name when Rename
  std::optional<Note> Why;  // why it is left unchanged
  std::vector<Note> Warnings; // deprecations, removals: renamed but worth a look
  /// The macro the build must define for the target HIP to declare To
  /// (hip-opt-in, before hip-default), if any.
  llvm::StringRef OptIn;
  /// The family of the helper To names, where one stands in for a name the
  /// target HIP lacks, or has a twin of that falls short (LackingTwin).
  std::optional<mapping::Helper> HelperFamily;
  /// With HelperFamily: the target HIP's twin, which lacks part of the name
  /// (helper-over-twin), or empty where the target has none.
  llvm::StringRef LackingTwin;

  /// Whether To is a helper's qualified name (hipify::__syncwarp), which no
  /// macro or declaration of the project's may take.
  bool helperQualified() const {
    return Rename && HelperFamily && To.contains("::");
  }
};

/// The merged, immutable mapping table: built-in records (compiled into the
/// binary) plus user files. Shared read-only by all jobs.
class MappingTable {
public:
  /// Builds the table from the built-in records and the given user files
  /// (in order; later files override earlier records of the same name).
  static llvm::Expected<std::unique_ptr<MappingTable>>
  create(llvm::ArrayRef<std::string> UserFiles = {});

  /// The live record of \p CudaName: a user's, else a built-in one (unless
  /// a user file forgot it).
  const ApiRecord *lookup(llvm::StringRef CudaName) const;
  /// Whether a user file forgot \p CudaName ('disabled: true'): the name is
  /// the project's business, to leave alone without a word.
  bool forgotten(llvm::StringRef CudaName) const {
    return Forgotten.contains(CudaName);
  }
  const HeaderRecord *lookupHeader(llvm::StringRef CudaHeader) const;
  /// True when \p Header is the HIP (or roc) side of a header record.
  bool isHipHeader(llvm::StringRef Header) const {
    return HipHeaders.contains(Header);
  }

  /// All live records, built-in order first, then user records.
  std::vector<const ApiRecord *> records() const;
  llvm::ArrayRef<HeaderRecord> headers() const;
  llvm::ArrayRef<GuardMacro> guardMacros() const { return Guards; }

  /// The newest HIP / CUDA version any record mentions (the defaults of
  /// --hip-version and --cuda-version).
  llvm::VersionTuple newestHip() const { return NewestHip; }
  llvm::VersionTuple newestCuda() const { return NewestCuda; }
  /// The newest HIP \p Major.x any record mentions (HIP 6: 6.4).
  llvm::VersionTuple newestHipOf(unsigned Major) const;

  /// \p OldForm: the call has the form from before the record's
  /// cuda-changed (an old-arity or old-integer step said so).
  Decision decide(const ApiRecord &R, const Targets &T,
                  bool OldForm = false) const;
  /// The header to write for \p H: its roc* header where the run asks for
  /// that family's roc library (--roc; --miopen for cuDNN), else its HIP one
  /// at the target HIP (where it was before it moved); "" when the target
  /// HIP has none yet.
  llvm::StringRef headerFor(const HeaderRecord &H, const Targets &T) const;
  /// The helper family whose header stands in for \p H at \p T: where the
  /// record names one and the target has no HIP twin.
  std::optional<Helper> helperFor(const HeaderRecord &H,
                                  const Targets &T) const;
  /// The HIP header every file that uses CUDA starts with (the twin of
  /// ImplicitCudaHeader at \p T), or "" if none.
  llvm::StringRef runtimeHeader(const Targets &T) const;

private:
  MappingTable() : Saver(Alloc) {}
  void index(const ApiRecord &R);

  llvm::BumpPtrAllocator Alloc;
  llvm::StringSaver Saver;
  // The built-in records and their index are constant data (BuiltinTables.h).
  llvm::ArrayRef<ApiRecord> BuiltinRecords;
  llvm::ArrayRef<uint32_t> BuiltinSlots;
  llvm::ArrayRef<HeaderRecord> Headers;
  llvm::ArrayRef<GuardMacro> Guards;
  std::deque<ApiRecord> UserRecords;
  llvm::StringMap<const ApiRecord *> UserIndex;
  llvm::StringSet<> Forgotten;
  llvm::StringMap<const HeaderRecord *> HeaderIndex;
  llvm::StringSet<> HipHeaders;
  llvm::VersionTuple NewestHip, NewestCuda;
};

} // namespace hipify::mapping

#endif
