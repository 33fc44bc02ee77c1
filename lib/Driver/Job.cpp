//===- Job.cpp - one job of a run: read, translate or copy, write ---------===//
//
// A job reads its input (refusing directories, unreadable and binary files
// with a message), asks the cache, else translates it (a source through the
// rules' pipeline, a build file through lib/BuildFiles) or copies it; then
// writes the output atomically, with its input's mode (--inplace keeps a
// backup first), and returns the file's report. Thread-safe: jobs run on the
// run's thread pool.
//
//===----------------------------------------------------------------------===//

#include "Cache.h"
#include "CacheKey.h"
#include "Output.h"
#include "Plan.h"
#include "Prelude.h"
#include "hipify/Compat/CompatLayer.h"
#include "hipify/Driver/Driver.h"
#include "hipify/Support/Files.h"

#include "llvm/Support/Chrono.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"

#include <chrono>

using namespace llvm;
using hipify::support::absolutePath;
using hipify::support::writeFile;

namespace hipify::driver {

namespace {

report::FileReport problem(const Job &J, report::FileStatus S,
                           const Twine &Msg) {
  report::FileReport R;
  R.File = J.Input;
  R.Status = S;
  R.Problem = Msg.str();
  return R;
}

} // namespace

report::FileReport Driver::processJob(const Job &J,
                                      std::vector<std::string> *Reads) {
  auto Start = std::chrono::steady_clock::now();
  sys::TimePoint<> ReadTime = std::chrono::system_clock::now();
  using report::FileStatus;

  sys::fs::file_status Status;
  auto Buf = support::readSourceFile(J.Input, Run.MaxFileSize, &Status);
  if (!Buf)
    return problem(J, FileStatus::Failed, toString(Buf.takeError()));
  StringRef Buffer = (*Buf)->getBuffer();

  if (J.Kind == JobKind::Copy) {
    report::FileReport R;
    R.File = J.Input;
    R.Status = FileStatus::Copied;
    R.Bytes = Buffer.size();
    if (!J.Output.empty()) {
      if (Error E = writeFile(J.Output, Buffer, outputMode(Status)))
        return problem(J, FileStatus::Failed,
                       "cannot write '" + J.Output +
                           "': " + toString(std::move(E)));
      R.Output = J.Output;
    }
    return R;
  }
  if (Buffer.contains('\0'))
    return problem(J, FileStatus::Skipped,
                   "'" + J.Input + "' is a binary file (it contains NUL "
                                   "bytes); skipped");

  CachedTranslation T;
  std::string Key;
  std::optional<CachedTranslation> Hit;
  // A header of the run that others include: made of their parses.
  std::vector<report::FileReport> FromIncluders;
  bool RunHeader = J.Kind == JobKind::Translate &&
                   Headers.contains(support::realPath(J.Input));
  if (RunHeader) {
    std::lock_guard<std::mutex> L(PartsLock);
    if (auto It = Parts.find(support::realPath(J.Input)); It != Parts.end()) {
      llvm::sort(It->second, [](const auto &A, const auto &B) {
        return A.first < B.first;
      });
      // Copied: a second pass (Driver::againJobs) makes the header again
      // of the parts of the includers it does not translate again.
      for (const auto &[Includer, Part] : It->second)
        FromIncluders.push_back(Part);
    }
  }
  if (Cached && FromIncluders.empty()) {
    if (J.Kind == JobKind::BuildFile) {
      BuildKey Build{J.Output, Mirrors, static_cast<int>(cmakeLanguage())};
      Key = KeyOf->key(J.Input, {}, Buffer, &Build);
    } else
      Key = KeyOf->key(J.Input, clangArgsFor(J.Input), Buffer);
    Hit = Cached->lookup(Key);
    // Made in a run whose headers were others: it lacks the part of one.
    if (Hit && !RunHeader && !Headers.empty())
      for (const std::string &D : Hit->Dependencies)
        if (std::string Real = support::realPath(D);
            Headers.contains(Real) &&
            none_of(Hit->Headers, [&](const report::FileReport &H) {
              return H.File == Real;
            })) {
          Hit.reset();
          break;
        }
  }
  if (!FromIncluders.empty()) {
    // From the cache where every includer's parse was.
    bool AllCached = all_of(
        FromIncluders, [](const report::FileReport &P) { return P.Cached; });
    rules::Translation A =
        rules::assembleHeader(J.Input, Buffer, FromIncluders);
    T = {std::move(A.Output),
         std::move(A.Report),
         std::move(A.Dependencies),
         {},
         {}};
    T.Report.Cached = AllCached;
  } else if (Hit) {
    T = std::move(*Hit);
    T.Report.Cached = true;
  } else {
    rules::Translation Fresh = J.Kind == JobKind::BuildFile
                                   ? translateBuild(J.Input, J.Output, Buffer)
                                   : translate(J.Input, Buffer);
    if (Fresh.Report.Status == FileStatus::Failed)
      return problem(J, FileStatus::Failed, Fresh.Report.Problem);
    T = {std::move(Fresh.Output), std::move(Fresh.Report),
         std::move(Fresh.Dependencies), std::move(Fresh.Absent),
         std::move(Fresh.Headers)};
    if (Cached)
      Cached->store(Key, T, ReadTime);
  }
  if (!T.Headers.empty()) {
    std::lock_guard<std::mutex> L(PartsLock);
    for (report::FileReport &H : T.Headers) {
      H.Cached = T.Report.Cached;
      Parts[H.File].emplace_back(J.Input, std::move(H));
    }
  }
  if (Reads)
    *Reads = T.Dependencies;
  report::FileReport &R = T.Report;
  R.File = J.Input;
  R.Output.clear();
  if (Compat && J.Kind == JobKind::Translate) {
    // The source stays: what its translation changes is the layer's, or
    // said where it remains to do. --verify compiles the source itself.
    Compat->take(R, Buffer);
    R.Output = J.Input;
  }
  if (Compat && J.Kind == JobKind::BuildFile) {
    // The Makefile stays; its ROCm twin goes into the directory, at its
    // place in the tree (or in the working directory).
    std::string Base =
        absolutePath(Opts.InRoot.empty() ? StringRef(".") : Opts.InRoot);
    std::string In = absolutePath(J.Input);
    std::string Rel = support::isWithin(In, Base)
                          ? support::relativePath(In, Base)
                          : sys::path::filename(In).str();
    SmallString<256> Out(Opts.CompatDir);
    sys::path::append(Out, Rel);
    Compat->makefile(Rel, J.Input, std::move(T.Output));
    R.Output = std::string(Out);
  }
  if (!J.Output.empty() &&
      !(Opts.InPlace && R.Status == FileStatus::Unchanged)) {
    Expected<std::string> Out =
        writeOutput(Opts, J, Buffer, Status, R, T.Output, RunFiles);
    if (!Out)
      return problem(J, FileStatus::Failed, toString(Out.takeError()));
    R.Output = std::move(*Out);
  }
  R.Seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() -
                                            Start)
                  .count();
  return std::move(R);
}

} // namespace hipify::driver
