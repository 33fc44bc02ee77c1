//===- MappingTable.cpp - CUDA -> HIP mapping records and decisions -------===//
//
// The merged table: built-in records plus user files, indexed by CUDA name.
// decide() is the single place where versions turn into actions: rename,
// rename with a warning, or leave unchanged and say why.
//
//===----------------------------------------------------------------------===//

#include "hipify/Mapping/MappingTable.h"
#include "hipify/Mapping/HipSpellings.h"
#include "hipify/Mapping/BuiltinTables.h"
#include "hipify/Mapping/MappingLoader.h"

#include "llvm/Support/DJB.h"
#include "llvm/Support/FormatVariadic.h"

using namespace llvm;

namespace hipify::mapping {

std::optional<long long> scaleValue(StringRef Scale, const VersionTuple &V) {
  if (Scale.trim().empty())
    return std::nullopt;
  SmallVector<StringRef, 4> Terms;
  Scale.split(Terms, '+');
  long long Sum = 0;
  for (StringRef Term : Terms) {
    auto [Name, Factor] = Term.split('*');
    Name = Name.trim();
    long long N = 1;
    if (!Factor.empty() && Factor.trim().getAsInteger(10, N))
      return std::nullopt;
    std::optional<unsigned> Part = Name == "major"   ? V.getMajor()
                                   : Name == "minor" ? V.getMinor().value_or(0)
                                   : Name == "patch"
                                       ? V.getSubminor().value_or(0)
                                       : std::optional<unsigned>();
    if (!Part)
      return std::nullopt;
    Sum += N * *Part;
  }
  return Sum;
}

static void raise(VersionTuple &Max, VersionTuple V) {
  if (!V.empty() && V > Max)
    Max = V;
}

void MappingTable::index(const ApiRecord &R) {
  if (R.Disabled) {
    UserIndex.erase(R.Cuda);
    Forgotten.insert(R.Cuda);
    return;
  }
  Forgotten.erase(R.Cuda);
  UserIndex[R.Cuda] = &R;
  for (VersionTuple V : {R.HipAdded, R.HipDeprecated, R.HipRemoved,
                         R.HipExperimental})
    raise(NewestHip, V);
  for (VersionTuple V : {R.CudaAdded, R.CudaDeprecated, R.CudaRemoved})
    raise(NewestCuda, V);
}

VersionTuple MappingTable::newestHipOf(unsigned Major) const {
  VersionTuple Max;
  for (const ApiRecord *R : records())
    for (VersionTuple V : {R->HipAdded, R->HipDeprecated, R->HipRemoved,
                           R->HipExperimental})
      if (V.getMajor() == Major)
        raise(Max, V);
  return Max;
}

Expected<std::unique_ptr<MappingTable>>
MappingTable::create(ArrayRef<std::string> UserFiles) {
  std::unique_ptr<MappingTable> T(new MappingTable());
  T->BuiltinRecords = builtinApiRecords();
  T->BuiltinSlots = builtinApiSlots();
  T->NewestHip = builtinNewestHip();
  T->NewestCuda = builtinNewestCuda();
  T->Headers = builtinHeaderRecords();
  T->Guards = builtinGuardMacros();
  for (const HeaderRecord &H : T->Headers) {
    T->HeaderIndex[H.Cuda] = &H;
    for (StringRef Name : {H.Hip, H.HipBefore, H.Roc})
      if (!Name.empty())
        T->HipHeaders.insert(Name);
  }
  if (UserFiles.empty()) // the built-in records were checked at build time
    return T;
  for (const std::string &File : UserFiles) {
    auto Loaded = loadApiFile(File, T->Saver, /*AllowDisable=*/true);
    if (!Loaded)
      return Loaded.takeError();
    for (ApiRecord &R : Loaded->Records) {
      R.FromUser = true;
      T->index(T->UserRecords.emplace_back(std::move(R)));
    }
  }
  // A user's record may name, or forget, a record a step names.
  for (const ApiRecord *R : T->records())
    if (Error E = checkNamedRecords(
            *R, [&](StringRef Name) { return T->lookup(Name) != nullptr; }))
      return std::move(E);
  return T;
}

const ApiRecord *MappingTable::lookup(StringRef CudaName) const {
  if (auto It = UserIndex.find(CudaName); It != UserIndex.end())
    return It->second;
  if (Forgotten.contains(CudaName))
    return nullptr;
  // The built-in hash table (BuiltinTables.h).
  size_t Mask = BuiltinSlots.size() - 1;
  for (size_t Slot = djbHash(CudaName) & Mask; BuiltinSlots[Slot];
       Slot = (Slot + 1) & Mask)
    if (const ApiRecord &R = BuiltinRecords[BuiltinSlots[Slot] - 1];
        R.Cuda == CudaName)
      return &R;
  return nullptr;
}

const HeaderRecord *MappingTable::lookupHeader(StringRef CudaHeader) const {
  auto It = HeaderIndex.find(CudaHeader);
  return It == HeaderIndex.end() ? nullptr : It->second;
}

std::vector<const ApiRecord *> MappingTable::records() const {
  std::vector<const ApiRecord *> Out;
  auto Live = [&](const ApiRecord &R) { return lookup(R.Cuda) == &R; };
  for (const ApiRecord &R : BuiltinRecords)
    if (Live(R))
      Out.push_back(&R);
  for (const ApiRecord &R : UserRecords)
    if (Live(R))
      Out.push_back(&R);
  return Out;
}

ArrayRef<HeaderRecord> MappingTable::headers() const { return Headers; }

static bool reached(VersionTuple Since, VersionTuple Target) {
  return !Since.empty() && Since <= Target;
}

/// The earliest of the comma-separated versions \p List that \p Target has
/// reached (\p Reached), or the latest it has not (!\p Reached).
static std::optional<VersionTuple> change(StringRef List, VersionTuple Target,
                                          bool Reached) {
  SmallVector<StringRef, 2> Versions;
  List.split(Versions, ',', -1, /*KeepEmpty=*/false);
  std::optional<VersionTuple> Found;
  for (StringRef V : Versions)
    if (auto P = parseVersion(V); P && reached(*P, Target) == Reached)
      if (!Found || (Reached ? *P < *Found : *P > *Found))
        Found = P;
  return Found;
}

StringRef MappingTable::runtimeHeader(const Targets &T) const {
  const HeaderRecord *H = lookupHeader(ImplicitCudaHeader);
  return H && !H->Drop ? headerFor(*H, T) : StringRef();
}

StringRef MappingTable::headerFor(const HeaderRecord &H,
                                  const Targets &T) const {
  bool UseRoc = !H.Roc.empty() && (H.Library == MiopenFamily ? T.Miopen : T.Roc);
  if (UseRoc)
    return H.Roc;
  if (!H.HipAdded.empty() && T.Hip < H.HipAdded)
    return "";
  if (!H.HipMoved.empty() && T.Hip < H.HipMoved)
    return H.HipBefore;
  return H.Hip;
}

std::optional<Helper> MappingTable::helperFor(const HeaderRecord &H,
                                              const Targets &T) const {
  if (H.Helper.empty() || !headerFor(H, T).empty())
    return std::nullopt;
  return helperNamed(H.Helper);
}

Decision MappingTable::decide(const ApiRecord &R, const Targets &T,
                              bool OldForm) const {
  Decision D;
  // cuDNN's roc names are MIOpen's (--miopen), and so are those flagged
  // miopen-only; other families use --roc. With --miopen, a cuDNN name MIOpen
  // lacks is reported rather than silently given its hipDNN name.
  bool Miopen = R.Library == MiopenFamily || (R.Flags & FlagMiopenOnly);
  bool UseRoc = !R.Roc.empty() && (Miopen ? T.Miopen : T.Roc);
  if (R.Library == MiopenFamily && T.Miopen && R.Roc.empty()) {
    D.Why = Note{formatv("'{0}' has no MIOpen equivalent", R.Cuda),
                 Tag::Unsupported};
    return D;
  }
  StringRef To = UseRoc ? R.Roc : R.Hip;
  StringRef Lib = UseRoc ? "ROC" : "HIP";
  VersionTuple Added = UseRoc ? R.RocAdded : R.HipAdded;
  VersionTuple Deprecated = UseRoc ? R.RocDeprecated : R.HipDeprecated;
  VersionTuple Removed = UseRoc ? R.RocRemoved : R.HipRemoved;
  VersionTuple Experimental = UseRoc ? R.RocExperimental : R.HipExperimental;
  // The roc* libraries' versions in the tables are ROCm releases, numbered
  // as HIP is (rocblas_sgemm_strided_batched_64: ROCm 6.3.0), and are
  // checked against --hip-version like HIP's; MIOpen's are MIOpen's own.
  bool CheckVersions = !(UseRoc && Miopen);

  auto Leave = [&](std::string Msg) {
    D.Why = Note{std::move(Msg), Tag::Unsupported};
    return D;
  };
  std::string What = R.Note.empty() ? "" : (": " + R.Note).str();
  if (!(OldForm && !R.CudaChanged.empty()) &&
      llvm::any_of(rewriterSteps(R.Rewriter), [](const RewriterStep &S) {
        return S.Family == mapping::Family::Manual;
      })) {
    auto Changed = change(R.CudaChanged, T.Cuda, /*Reached=*/true);
    if (Changed || R.CudaChanged.empty()) {
      D.Why = Note{
          Changed ? std::string(formatv("'{0}' changed in CUDA {1}{2}; "
                                        "translate the call by hand",
                                        R.Cuda, Changed->getAsString(), What))
                  : std::string(formatv("the arguments of '{0}' differ in "
                                        "HIP{1}; translate the call by hand",
                                        R.Cuda, What)),
          Tag::Manual};
      return D;
    }
  }
  if (R.Drop) { // a calling-convention macro HIP does without
    D.Rename = true;
    return D;
  }
  // Where the target lacks the name, or has a twin that lacks part of it,
  // a helper of this project's stands in for it (exactly, or as far as
  // its family says: Helpers.def; docs/helpers.md).
  bool Lacks = To.empty() || (!Added.empty() && Added > T.Hip) ||
               reached(Removed, T.Hip);
  if (!R.Helper.empty() && !UseRoc && !(R.Flags & FlagHelperForOverload) &&
      (Lacks || (R.Flags & FlagHelperOverTwin))) {
    D.Rename = true;
    D.To = R.HelperName;
    D.HelperFamily = helperNamed(R.Helper);
    if (!Lacks)
      D.LackingTwin = To;
    return D;
  }
  if (To.empty())
    return Leave(formatv("'{0}' has no {1} equivalent{2}", R.Cuda,
                         UseRoc || (T.Roc && R.Hip.empty()) ? "HIP or ROC"
                                                            : "HIP",
                         What));
  if (CheckVersions && !Added.empty() && Added > T.Hip)
    return Leave(formatv("'{0}' requires HIP {1}; target is {2}", To,
                         Added.getAsString(), T.Hip.getAsString()));
  if (CheckVersions && reached(Removed, T.Hip))
    return Leave(formatv("'{0}' was removed in HIP {1}; target is {2}", To,
                         Removed.getAsString(), T.Hip.getAsString()));
  if (!Experimental.empty() && !T.Experimental)
    return Leave(formatv("'{0}' is experimental in {1} {2}; pass "
                         "--experimental to translate it",
                         To, Lib, Experimental.getAsString()));
  D.Rename = true;
  D.To = To;
  if (CheckVersions && !R.HipOptIn.empty() &&
      (R.HipDefault.empty() || T.Hip < R.HipDefault))
    D.OptIn = R.HipOptIn;
  // HIP changes its APIs to match CUDA's: a target from before such a
  // change gets a counterpart that still differs.
  if (auto Changed = CheckVersions
                         ? change(R.HipChanged, T.Hip, /*Reached=*/false)
                         : std::nullopt)
    D.Warnings.push_back(
        {formatv("'{0}' changed in HIP {1} to match CUDA; target is {2}{3}; "
                 "check the call",
                 To, Changed->getAsString(), T.Hip.getAsString(), What),
         Tag::HipChanged});
  if (CheckVersions && reached(Deprecated, T.Hip))
    D.Warnings.push_back({formatv("'{0}' is deprecated since HIP {1}", To,
                                  Deprecated.getAsString()),
                          Tag::Deprecated});
  if (reached(R.CudaRemoved, T.Cuda))
    D.Warnings.push_back(
        {formatv("'{0}' was removed in CUDA {1}", R.Cuda,
                 R.CudaRemoved.getAsString()),
         Tag::CudaRemoved});
  else if (reached(R.CudaDeprecated, T.Cuda))
    D.Warnings.push_back(
        {formatv("'{0}' is deprecated since CUDA {1}", R.Cuda,
                 R.CudaDeprecated.getAsString()),
         Tag::CudaDeprecated});
  return D;
}

} // namespace hipify::mapping
