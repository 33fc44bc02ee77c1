//===- TorchSetup.cpp - setup.py of a PyTorch extension -------------------===//
//
// setup.py builds the extension on PyTorch for CUDA and for ROCm alike (on
// ROCm, CUDAExtension compiles .cu files with hipcc and passes it
// extra_compile_args["nvcc"]), so it is kept as it is: the names of renamed
// sources follow (--output-names), and every nvcc option among its strings
// is reported with what hipcc takes instead. Python is not parsed: its
// strings are the one-line literals without escapes outside comments.
//
//===----------------------------------------------------------------------===//

#include "BuildEdits.h"

#include "llvm/Support/Path.h"

using namespace llvm;

namespace hipify::buildfiles {

namespace {

class TorchTranslator : public BuildEdits {
public:
  TorchTranslator(StringRef Path, StringRef Buf, const BuildTable &T,
                  const BuildOptions &O)
      : BuildEdits(Path, Buf, T, O, rewrite::Producer::BuildTorch) {}

  BuildTranslation run() {
    literals();
    return finish();
  }

private:
  /// Calls literal() with each one-line string literal without escapes.
  void literals() {
    for (size_t I = 0; I < Buf.size(); ++I) {
      char Q = Buf[I];
      if (Q == '#') { // a comment, to the end of the line
        I = Buf.find('\n', I);
        if (I == StringRef::npos)
          return;
        continue;
      }
      if (Q != '"' && Q != '\'')
        continue;
      bool Triple = Buf.substr(I).starts_with(std::string(3, Q));
      size_t Begin = I + (Triple ? 3 : 1);
      size_t End = Triple ? Buf.find(std::string(3, Q), Begin)
                          : Buf.find_first_of(std::string{Q, '\n'}, Begin);
      if (End == StringRef::npos)
        return;
      if (!Triple &&
          Buf.substr(Begin, End - Begin).find('\\') == StringRef::npos)
        literal({unsigned(Begin), unsigned(End)});
      I = End + (Triple ? 2 : 0);
    }
  }

  void literal(Word S) {
    StringRef Text = text(S);
    StringRef Name = sys::path::filename(Text);
    if (O.RenameSource && (Name.ends_with(".cu") || Name.ends_with(".cuh"))) {
      std::string New = O.RenameSource(Name);
      if (New != Name)
        edit(S.End - Name.size(), Name.size(), New, Name);
      return;
    }
    bool Joined = false;
    const BuildRule *R = optionRule(Text, /*NvccLine=*/true, Joined);
    if (!R)
      return;
    std::string Instead =
        R->HasHip && !R->Hip.empty()
            ? "hipcc takes '" +
                  expand(R->Hip, O.OffloadArch,
                         Joined ? Text.drop_front(R->Cuda.size() + 1) : "",
                         "") +
                  "' instead"
            : "hipcc has no counterpart" +
                  (R->Note.empty() ? std::string() : " (" + R->Note + ")");
    diag(S.Begin, Tag::BuildManual,
         "'" + Text + "' is an nvcc option: on PyTorch for ROCm, "
         "CUDAExtension passes the \"nvcc\" flags to hipcc; " + Instead +
             " (give the ROCm flags when torch.version.hip is set)",
         R->Cuda);
  }
};

} // namespace

BuildTranslation translateTorchSetup(StringRef Path, StringRef Buf,
                                     const BuildTable &T,
                                     const BuildOptions &O) {
  return TorchTranslator(Path, Buf, T, O).run();
}

} // namespace hipify::buildfiles
