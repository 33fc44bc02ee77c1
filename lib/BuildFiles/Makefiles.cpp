//===- Makefiles.cpp - Makefiles to HIP -----------------------------------===//
//
// A Makefile is translated by logical line (backslash continuations
// joined), split into words at white space: nvcc (mappings/build.yaml's
// `make.compilers`) becomes hipcc, CUDA paths ROCm's (`make.paths`), .cu
// names follow --output-names, and nvcc options are translated. Two passes
// before find the variables that hold nvcc and those an nvcc command line
// expands: their lines, and those of `make.nvcc-variables`, are nvcc lines.
//
//===----------------------------------------------------------------------===//

#include "BuildEdits.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"

using namespace llvm;

namespace hipify::buildfiles {

namespace {

class MakeTranslator : public BuildEdits {
public:
  MakeTranslator(StringRef Path, StringRef Buf, const BuildTable &T,
                 const BuildOptions &O)
      : BuildEdits(Path, Buf, T, O, rewrite::Producer::BuildMake) {}

  BuildTranslation run() {
    forEachLine([&](size_t B, size_t E) { findCompilerVariables(B, E); });
    forEachLine([&](size_t B, size_t E) { findNvccVariables(B, E); });
    forEachLine([&](size_t B, size_t E) { line(B, E); });
    return finish();
  }

private:
  bool nvccVariable(StringRef Name) const {
    return UsedByNvcc.contains(Name) ||
           any_of(T.NvccVariables, [&](const std::string &V) {
             return Name.equals_insensitive(V);
           });
  }

  /// Whether \p Word expands a variable that holds nvcc (NVCC, or a CC set
  /// to nvcc).
  bool expandsNvcc(StringRef Word) const {
    auto Expands = [&](StringRef V) {
      return Word.contains(("$(" + V + ")").str()) ||
             Word.contains(("${" + V + "}").str());
    };
    return any_of(T.NvccVariables, Expands) ||
           any_of(Compilers.keys(), Expands);
  }

  /// The variables assigned nvcc itself ("CC := $(CUDA_DIR)/bin/nvcc").
  void findCompilerVariables(size_t Begin, size_t End) {
    auto [Name, Value] = Buf.slice(Begin, End).split('=');
    Name = Name.rtrim(" \t:+?!");
    if (Value.empty() || Name.empty() || Buf[Begin] == '\t' ||
        Name.find_first_of(" \t$") != StringRef::npos)
      return;
    SmallVector<StringRef, 8> Words;
    Value.split(Words, ' ', -1, false);
    if (any_of(Words, [&](StringRef W) { return compiler(W.trim()); }))
      Compilers.insert(Name);
  }

  /// The variables an nvcc command line expands ("nvcc $(FLAGS) ..."):
  /// their values are nvcc options whatever their names.
  void findNvccVariables(size_t Begin, size_t End) {
    StringRef Line = Buf.slice(Begin, End);
    bool Runs = false;
    SmallVector<StringRef, 16> Words;
    Line.split(Words, ' ', -1, false);
    for (StringRef W : Words)
      Runs |= compiler(W.trim()) != nullptr || expandsNvcc(W);
    if (!Runs)
      return;
    for (size_t I = Line.find('$'); I != StringRef::npos;
         I = Line.find('$', I + 1)) {
      if (I + 1 >= Line.size() || (Line[I + 1] != '(' && Line[I + 1] != '{'))
        continue;
      char Close = Line[I + 1] == '(' ? ')' : '}';
      size_t E = Line.find(Close, I + 2);
      StringRef Name = E == StringRef::npos ? "" : Line.slice(I + 2, E);
      if (!Name.empty() && Name.find_first_of(" :$(") == StringRef::npos)
        UsedByNvcc.insert(Name);
    }
  }

  const BuildRule *compiler(StringRef W) const {
    W = W.ltrim("@+-");
    StringRef Base = W.substr(W.find_last_of('/') + 1);
    for (const BuildRule &R : T.MakeCompilers)
      if (Base == R.Cuda)
        return &R;
    return nullptr;
  }

  /// Calls \p F with each logical line [Begin, End), continuations included.
  template <typename Fn> void forEachLine(Fn F) {
    size_t Pos = 0;
    while (Pos < Buf.size()) {
      // One logical line: [Pos, End), continuations included.
      size_t End = Pos;
      while (End < Buf.size() && Buf[End] != '\n')
        ++End;
      auto Continued = [&] {
        StringRef Line = Buf.slice(Pos, End);
        return Line.ends_with("\\") || Line.ends_with("\\\r");
      };
      while (End < Buf.size() && End > Pos && Continued()) {
        ++End;
        while (End < Buf.size() && Buf[End] != '\n')
          ++End;
      }
      F(Pos, End);
      Pos = End + 1;
    }
  }

  /// The words of the logical line [Begin, End), up to a comment (outside a
  /// recipe).
  std::vector<Word> words(size_t Begin, size_t End) const {
    bool Recipe = Buf[Begin] == '\t';
    std::vector<Word> Words;
    for (size_t I = Begin; I < End;) {
      char C = Buf[I];
      if (isSpace(C) || // '\r' too: CRLF files
          (C == '\\' && I + 1 < End &&
           (Buf[I + 1] == '\n' || Buf[I + 1] == '\r')) ||
          (C == '\\' && I + 1 == End)) {
        ++I;
        continue;
      }
      if (C == '#' && (I == Begin || Buf[I - 1] != '\\') && !Recipe)
        break; // a comment
      size_t J = I;
      while (J < End && !isSpace(Buf[J]) &&
             !(Buf[J] == '\\' &&
               (J + 1 == End || Buf[J + 1] == '\n' || Buf[J + 1] == '\r')))
        ++J;
      Words.push_back({unsigned(I), unsigned(J)});
      I = J;
    }
    return Words;
  }

  void line(size_t Begin, size_t End) {
    bool Recipe = Buf[Begin] == '\t';
    std::vector<Word> Words = words(Begin, End);
    if (Words.empty())
      return;
    // An nvcc line runs nvcc or sets a variable that holds it or its flags.
    bool Nvcc = false;
    StringRef First = text(Words[0]);
    StringRef Var = First.take_until([](char C) {
      return C == '=' || C == ':' || C == '+' || C == '?' || C == '!';
    });
    if (!Recipe && nvccVariable(Var))
      Nvcc = true;
    // VAR=-arch=sm_20: the value is a word of its own.
    if (!Recipe && First.size() > Var.size()) {
      size_t Eq = First.find('=');
      if (Eq != StringRef::npos && Eq + 1 < First.size())
        Words[0].Begin += Eq + 1;
    }
    for (Word W : Words) {
      StringRef S = text(W);
      if (compiler(S) || expandsNvcc(S))
        Nvcc = true;
    }
    for (Word W : Words)
      if (text(W).starts_with("-I"))
        directory({W.Begin + 2, W.End});
    std::vector<Word> Rest;
    for (Word W : Words) {
      StringRef S = text(W);
      if (const BuildRule *R = compiler(S)) {
        StringRef Prefix = S.take_while(
            [](char C) { return C == '@' || C == '+' || C == '-'; });
        edit(W.Begin, W.End - W.Begin,
             Prefix.str() + R->Hip +
                 (O.CompilerFlags.empty() ? "" : " " + O.CompilerFlags),
             R->Cuda);
        continue;
      }
      if (S.contains_insensitive("cuda") && path(W))
        continue;
      sources(W);
      Rest.push_back(W);
    }
    options(Rest, Nvcc);
  }

  /// Renames the CUDA paths in \p W (`make.paths`, in order); false when
  /// none is there.
  bool path(Word W) {
    std::string New = text(W).str();
    const BuildRule *Used = nullptr;
    for (const BuildRule &R : T.MakePaths) {
      size_t At = New.find(R.Cuda);
      if (At == std::string::npos)
        continue;
      New.replace(At, R.Cuda.size(), R.Hip);
      Used = Used ? Used : &R;
    }
    if (!Used)
      return false;
    // A path and a source name in one word: one edit for both.
    edit(W.Begin, W.End - W.Begin, New, Used->Cuda);
    return true;
  }

  StringSet<> UsedByNvcc; // variables nvcc command lines expand
  StringSet<> Compilers;  // variables that hold nvcc
};

} // namespace

BuildTranslation translateMakefile(StringRef Path, StringRef Buf,
                                   const BuildTable &T, const BuildOptions &O) {
  return MakeTranslator(Path, Buf, T, O).run();
}

} // namespace hipify::buildfiles
