//===- DriverVerify.cpp - the Driver's side of --verify -------------------===//
//
// Which written outputs are compilation units, the flags each compiles with
// (the file's include paths and macros, pointed at the translated copies of
// --out-root and --extra-root), and the HIP compiler found for the run;
// Verify.cpp compiles them and sorts the errors.
//
//===----------------------------------------------------------------------===//

#include "Plan.h"
#include "Verify.h"
#include "hipify/Driver/Driver.h"
#include "hipify/Compat/CompatLayer.h"
#include "hipify/Support/Files.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using hipify::support::absolutePath;

namespace hipify::driver {

std::vector<std::string> Driver::verifyFlags(const Job &J) const {
  SmallString<256> Cwd;
  sys::fs::current_path(Cwd);
  std::vector<std::string> In = parsingArgs(clangArgsFor(J.Input), Cwd);
  std::vector<std::string> Out;
  bool Std = false;
  std::string InRoot = Opts.InRoot.empty() ? "" : absolutePath(Opts.InRoot);
  std::string OutRoot = Opts.OutRoot.empty() ? "" : absolutePath(Opts.OutRoot);
  for (size_t I = 0; I < In.size(); ++I) {
    StringRef Flag = In[I];
    if (Flag.starts_with("-std=")) {
      Std = true;
      Out.push_back(Flag.str());
      continue;
    }
    SmallString<256> Value(In[++I]);
    if (Flag != "-D" && Flag != "-U") {
      // The CUDA SDK's headers have no place in a HIP compile; the tree's
      // own directories are read in the translated tree.
      if (Setup.Sdk && sys::path::replace_path_prefix(Value, Setup.Sdk->Path,
                                                      Setup.Sdk->Path))
        continue;
      if (!InRoot.empty() && !OutRoot.empty())
        sys::path::replace_path_prefix(Value, InRoot, OutRoot);
      // A directory translated elsewhere: its translations first.
      for (const auto &[From, To] : Mirrors)
        if (SmallString<256> Mirrored(absolutePath(Value));
            sys::path::replace_path_prefix(Mirrored, From, To)) {
          Out.push_back(Flag.str());
          Out.push_back(std::string(Mirrored));
          break;
        }
    }
    Out.push_back(Flag.str());
    Out.push_back(std::string(Value));
  }
  if (!Std) // nvcc's default since CUDA 12
    Out.push_back("-std=c++17");
  // hipify-cxx compat: the source as it is, with the layer first.
  if (!Opts.CompatDir.empty()) {
    SmallString<256> Main(absolutePath(Opts.CompatDir));
    sys::path::append(Main, compat::MainHeader);
    Out.insert(Out.begin(), {"-I", absolutePath(Opts.CompatDir), "-include",
                             std::string(Main)});
  }
  // A ROCm build, as the rewritten guards say it is marked.
  if (!Run.Translate.RocmMacro.empty())
    Out.push_back("-D" + Run.Translate.RocmMacro);
  // A translation written elsewhere still finds the headers beside its
  // input (untranslated: an error there says so).
  std::string Input = absolutePath(J.Input), Output = absolutePath(J.Output);
  StringRef InDir = sys::path::parent_path(Input);
  if (Opts.InRoot.empty() && InDir != sys::path::parent_path(Output))
    append_range(Out, std::vector<std::string>{"-iquote", InDir.str()});
  return Out;
}

bool Driver::verifyOutputs(ArrayRef<Job> Jobs,
                           ArrayRef<std::vector<std::string>> Untranslated) {
  auto Compiler = findHipCompiler(Opts.HipCompiler, Opts.OffloadArch, Rocm);
  if (!Compiler) {
    (Run.Verify == VerifyMode::Strict
         ? WithColor::error(errs(), "hipify-cxx")
         : WithColor::warning(errs(), "hipify-cxx"))
        << "--verify: " << toString(Compiler.takeError())
        << "; the translations were not compiled\n";
    return false;
  }
  // Errors of headers from another HIP are not the translation's: say which
  // HIP is compiled against, and warn where it is not the target.
  const VersionTuple &Target = Run.Translate.Targets.Hip;
  std::string Against =
      "HIP " + (Compiler->Hip.empty() ? std::string("(version unknown)")
                                      : Compiler->Hip.getAsString()) +
      " at '" + Compiler->RocmRoot + "'";
  Report.VerifiedWith = (sys::path::filename(Compiler->Program) +
                         " with the headers of " + Against + ", for " +
                         Opts.OffloadArch)
                            .str();
  if (!Compiler->Hip.empty() &&
      (Compiler->Hip.getMajor() != Target.getMajor() ||
       Compiler->Hip.getMinor().value_or(0) != Target.getMinor().value_or(0)))
    WithColor::warning(errs(), "hipify-cxx")
        << "--verify compiles against " << Against
        << ", but the translation is for HIP " << Target.getAsString()
        << ": errors may come from the difference (--hip-version, "
           "--rocm-path)\n";
  std::vector<VerifyUnit> Units;
  for (size_t I = 0; I < Jobs.size(); ++I) {
    const report::FileReport &R = Report.Files[I];
    StringRef Ext = sys::path::extension(Jobs[I].Input);
    bool Cuda = Ext == ".cu" || Ext == ".hip";
    bool Cxx = is_contained({".cpp", ".cc", ".cxx", ".c++", ".C"}, Ext);
    if (Jobs[I].Kind == JobKind::Translate && !R.Output.empty() &&
        ((Cuda && R.Status == report::FileStatus::Unchanged) ||
         ((Cuda || Cxx) && R.Status == report::FileStatus::Translated)))
      Units.push_back({I, verifyFlags(Jobs[I]), Untranslated[I]});
  }
  return verify(*Compiler, Units, Report.Files, Opts.Jobs,
                Opts.VerifyTimeout) == 0;
}

} // namespace hipify::driver
