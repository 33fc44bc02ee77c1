//===- CMakeFiles.cpp - CMakeLists.txt and *.cmake to HIP -----------------===//
//
// A CMake file is translated command by command (CMakeTokens.h), with the
// rule set of --cmake-language in mappings/build.yaml, a function per kind
// of rule: whole commands, languages (the first command that enables CUDA
// gets `prologue` before it, `after-project` after it), set() and target
// properties that become other commands, whole words, nvcc options in
// flags, .cu sources, include directories. What still names CUDA or nvcc
// in a command no rule changed is reported.
//
//===----------------------------------------------------------------------===//

#include "BuildEdits.h"
#include "CMakeTokens.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"

using namespace llvm;

namespace hipify::buildfiles {

namespace {

bool truthy(StringRef V) {
  return is_contained({"ON", "TRUE", "YES", "Y", "1", "on", "true", "yes"},
                      V.trim('"'));
}

class CMakeTranslator : public BuildEdits {
public:
  CMakeTranslator(StringRef Path, StringRef Buf, const BuildTable &T,
                  const BuildOptions &O)
      : BuildEdits(Path, Buf, T, O, rewrite::Producer::BuildCMake),
        C(T.cmake(O.Language)) {}

  BuildTranslation run() {
    for (const Command &Cmd : commands(Buf))
      command(Cmd);
    return finish();
  }

private:
  //===--- Edits of whole commands and lines ----------------------------===//

  /// The offset after the line on which \p Offset is (after its newline).
  size_t lineAfter(size_t Offset) const {
    size_t E = Buf.find('\n', Offset);
    return E == StringRef::npos ? Buf.size() : E + 1;
  }

  /// \p Text (lines) with \p Indent before each line.
  static std::string indented(StringRef Text, StringRef Indent) {
    std::string Out;
    SmallVector<StringRef, 8> Lines;
    Text.split(Lines, '\n', -1, false);
    for (StringRef L : Lines)
      Out += (Indent + L + "\n").str();
    return Out;
  }

  /// Inserts \p Text before the line of \p Cmd, unless it is already there.
  void insertBefore(const Command &Cmd, StringRef Text, StringRef Entry) {
    std::string T = indented(Text, Cmd.Indent);
    if (Buf.take_front(Cmd.LineBegin).ends_with(T))
      return;
    edit(Cmd.LineBegin, 0, T, Entry);
  }

  /// Inserts \p Text after the line of \p Cmd, unless it is already there.
  void insertAfter(const Command &Cmd, StringRef Text, StringRef Entry) {
    std::string T = indented(Text, Cmd.Indent);
    size_t At = lineAfter(Cmd.End);
    if (Buf.substr(At).starts_with(T))
      return;
    if (At == Buf.size() && !Buf.ends_with("\n"))
      T = "\n" + T;
    edit(At, 0, T, Entry);
  }

  /// Replaces the whole command (its line when it is alone on it and the
  /// replacement is empty).
  void replaceCommand(const Command &Cmd, StringRef Text, StringRef Entry) {
    unsigned B = Cmd.Begin, E = Cmd.End;
    if (Text.empty() && Buf.slice(Cmd.LineBegin, B).trim().empty()) {
      size_t After = lineAfter(E);
      if (Buf.slice(E, After).trim().empty())
        B = Cmd.LineBegin, E = After;
    }
    std::string T = Text.str();
    // Several lines keep the command's indentation.
    std::string Indented = indented(Text, Cmd.Indent);
    if (T.find('\n') != std::string::npos && !Indented.empty())
      T = StringRef(Indented).drop_front(Cmd.Indent.size()).drop_back().str();
    edit(B, E - B, T, Entry);
  }

  //===--- Rules --------------------------------------------------------===//

  /// The argument \p I of \p Cmd without its quotes; "" past the last.
  StringRef arg(const Command &Cmd, size_t I) const {
    return I < Cmd.Args.size() ? text(Cmd.Args[I].Inner) : StringRef();
  }

  /// The language CUDA sources are compiled as (CXX, or HIP).
  std::string cudaBecomes() const {
    for (const BuildRule &L : C.Languages)
      if (L.Cuda == "CUDA")
        return L.Hip;
    return "CXX";
  }

  /// The word rule of the whole word at \p At in \p S (the longest), if
  /// any; \p Len: the word's length.
  const BuildRule *wordRule(StringRef S, size_t At, size_t &Len) const {
    if (At > 0 && (isWordChar(S[At - 1]) || S[At - 1] == ':'))
      return nullptr;
    const BuildRule *Best = nullptr;
    for (const BuildRule &R : C.Words) {
      if (!S.substr(At).starts_with(R.Cuda))
        continue;
      size_t E = At + R.Cuda.size();
      if (E < S.size() && isWordChar(S[E]))
        continue;
      if (!Best || R.Cuda.size() > Best->Cuda.size())
        Best = &R;
    }
    if (Best)
      Len = Best->Cuda.size();
    return Best;
  }

  //===--- Commands -----------------------------------------------------===//

  void command(const Command &Cmd) {
    std::string Name = Cmd.Name.lower();
    size_t Before = Diags.size();
    if (wholeCommand(Cmd, Name))
      return;
    // Arguments dealt with as a whole (languages, removed properties).
    std::vector<bool> Done(Cmd.Args.size());
    languages(Cmd, Name, Done);
    if (setVariable(Cmd, Name) || properties(Cmd, Name, Done))
      return;
    words(Cmd, Done);
    flags(Cmd, Name);
    // Include directories translated elsewhere (--extra-root).
    if (Name == "include_directories" || Name == "target_include_directories")
      for (const Arg &A : Cmd.Args)
        directory(A.Inner);
    sourceFiles(Cmd, Name);
    // Whatever else says CUDA or nvcc is reported, once per command.
    if (Diags.size() == Before)
      leftovers(Cmd, Done);
  }

  /// The command renamed, replaced or reported by its rule (`commands`);
  /// true when it is replaced.
  bool wholeCommand(const Command &Cmd, StringRef Name) {
    for (const BuildRule &R : C.Commands) {
      if (Name != StringRef(R.Cuda).lower() ||
          (!R.First.empty() && arg(Cmd, 0) != R.First))
        continue;
      if (!R.Replace.empty()) {
        // find_package(CUDAToolkit) after the project() that already got
        // find_package(hip): said once is enough.
        bool Again = Enabled && StringRef(C.AfterProject).contains(R.Replace);
        replaceCommand(Cmd, Again ? "" : R.Replace, R.Cuda);
        return true;
      }
      if (R.HasHip)
        edit(Cmd.Begin, Cmd.Name.size(), R.Hip, R.Cuda);
      else
        diag(Cmd.Begin, Tag::BuildUnsupported,
             "'" + Cmd.Name + "' left unchanged: " + R.Note, R.Cuda);
      break;
    }
    return false;
  }

  /// Languages: project(), enable_language(), LANGUAGE properties.
  void languages(const Command &Cmd, StringRef Name, std::vector<bool> &Done) {
    bool IsProject = Name == "project", IsEnable = Name == "enable_language";
    for (size_t I = 0; I < Cmd.Args.size(); ++I) {
      const Arg &A = Cmd.Args[I];
      StringRef S = text(A.W);
      bool LanguagePlace =
          (IsProject && I > 0) || IsEnable ||
          (I > 0 && (arg(Cmd, I - 1) == "LANGUAGE" ||
                     arg(Cmd, I - 1) == "LINKER_LANGUAGE"));
      if (!LanguagePlace)
        continue;
      for (const BuildRule &L : C.Languages) {
        if (S != L.Cuda)
          continue;
        Done[I] = true;
        bool Present = (IsProject || IsEnable) &&
                       any_of(Cmd.Args, [&](const Arg &B) {
                         return text(B.W) == L.Hip;
                       });
        if (Present && !IsEnable)
          remove(A.W.Begin, A.W.End, L.Cuda);
        else
          edit(A.W.Begin, A.W.End - A.W.Begin, L.Hip, L.Cuda);
        if ((IsProject || IsEnable) && !Enabled)
          enable(Cmd, L, IsEnable);
      }
    }
  }

  /// \p Cmd is the first command that enables CUDA (\p L): the prologue
  /// goes before it, `after-project` after it.
  void enable(const Command &Cmd, const BuildRule &L, bool IsEnable) {
    Enabled = true;
    if (IsEnable && O.Language == CMakeLanguage::Cxx)
      diag(Cmd.Begin, Tag::BuildManual,
           "'enable_language(" + L.Cuda +
               ")': hipcc must be the C++ compiler; where project() "
               "enabled C++ before, configure with "
               "-DCMAKE_CXX_COMPILER=hipcc",
           L.Cuda);
    insertBefore(Cmd, expand(C.Prologue, O.OffloadArch, ""), "prologue");
    if (!C.AfterProject.empty())
      insertAfter(Cmd, C.AfterProject, "find_package(hip)");
  }

  /// set() of a variable that becomes other commands (a word's `set`);
  /// true when the command is replaced.
  bool setVariable(const Command &Cmd, StringRef Name) {
    if (Name != "set")
      return false;
    for (const BuildRule &R : C.Words) {
      if (arg(Cmd, 0) != R.Cuda || !R.HasSet)
        continue;
      std::string Text =
          truthy(arg(Cmd, 1)) ? expand(R.Set, O.OffloadArch, "") : "";
      if (Text.empty())
        diag(Cmd.Begin, Tag::BuildRemoved,
             "'set(" + R.Cuda + " ...)' removed" +
                 (R.Note.empty() ? "" : ": " + R.Note),
             R.Cuda);
      replaceCommand(Cmd, Text, R.Cuda);
      return true;
    }
    return false;
  }

  /// The targets whose properties \p Cmd sets (the arguments before
  /// \p PropsAt, PROPERTIES or PROPERTY).
  std::vector<StringRef> targets(const Command &Cmd, StringRef Name,
                                 size_t PropsAt) const {
    std::vector<StringRef> Targets;
    if (Name == "set_target_properties")
      for (size_t K = 0; K < PropsAt; ++K)
        Targets.push_back(arg(Cmd, K));
    else if (Name == "set_property" && arg(Cmd, 0) == "TARGET")
      for (size_t K = 1; K < PropsAt; ++K)
        Targets.push_back(arg(Cmd, K));
    return Targets;
  }

  /// Target properties that become other commands (a word's `property`):
  /// removed from \p Cmd, their commands inserted after it; true when the
  /// command is replaced whole.
  bool properties(const Command &Cmd, StringRef Name, std::vector<bool> &Done) {
    size_t PropsAt = Cmd.Args.size();
    for (size_t I = 0; I < Cmd.Args.size(); ++I)
      if (arg(Cmd, I) == "PROPERTIES" || arg(Cmd, I) == "PROPERTY")
        PropsAt = std::min(PropsAt, I);
    std::string After;
    std::vector<std::pair<unsigned, unsigned>> RemovedPairs;
    for (size_t I = PropsAt + 1; I < Cmd.Args.size(); ++I) {
      for (const BuildRule &R : C.Words) {
        if (arg(Cmd, I) != R.Cuda || !R.HasProperty)
          continue;
        bool On = truthy(arg(Cmd, I + 1));
        if (On && !R.Property.empty())
          for (StringRef Target : targets(Cmd, Name, PropsAt))
            After += expand(R.Property, O.OffloadArch, "", Target) + "\n";
        else
          diag(Cmd.Args[I].W.Begin, Tag::BuildRemoved,
               "property '" + R.Cuda + "' removed" +
                   (R.Note.empty() ? "" : ": " + R.Note),
               R.Cuda);
        unsigned Last = Name == "set_property"
                            ? Cmd.Args.size() - 1
                            : std::min<size_t>(I + 1, Cmd.Args.size() - 1);
        RemovedPairs.push_back({I, Last});
      }
    }
    if (RemovedPairs.empty())
      return false;
    size_t Kept = Cmd.Args.size() - PropsAt - 1;
    for (auto [F, L] : RemovedPairs)
      Kept -= L - F + 1;
    if (Kept == 0 || Name == "set_property") {
      replaceCommand(Cmd, StringRef(After).rtrim("\n"), "property");
      return true;
    }
    for (auto [F, L] : RemovedPairs) {
      remove(Cmd.Args[F].W.Begin, Cmd.Args[L].W.End, arg(Cmd, F));
      for (size_t K = F; K <= L; ++K)
        Done[K] = true;
    }
    if (!After.empty())
      insertAfter(Cmd, After, "property");
    return false;
  }

  /// Words: variables, properties, imported targets, generator expressions.
  void words(const Command &Cmd, const std::vector<bool> &Done) {
    for (size_t I = 0; I < Cmd.Args.size(); ++I) {
      if (Done[I])
        continue;
      Word In = Cmd.Args[I].Inner;
      StringRef S = text(In);
      for (size_t At = 0; At < S.size(); ++At) {
        size_t Len = 0;
        const BuildRule *R = wordRule(S, At, Len);
        if (!R)
          continue;
        if (R->HasHip) {
          edit(In.Begin + At, Len, R->Hip, R->Cuda);
          if (!R->Package.empty() && Packages.insert(R->Package).second &&
              !Buf.contains("find_package(" + R->Package))
            insertBefore(Cmd, "find_package(" + R->Package + " REQUIRED)",
                         R->Package);
        } else if (!R->HasSet && !R->HasProperty) {
          diag(In.Begin + At, Tag::BuildUnsupported,
               "'" + R->Cuda + "' left unchanged: " + R->Note, R->Cuda);
        } else {
          diag(In.Begin + At, Tag::BuildUnsupported,
               "'" + R->Cuda + "' left unchanged here (translated in set() "
               "and set_target_properties())",
               R->Cuda);
        }
        At += Len - 1;
      }
    }
  }

  /// nvcc options in flags: compile/link option commands, and set(),
  /// string() and list() of flag variables (`flag-variables`); nvcc's own
  /// flags (`nvcc-flag-variables`, $<COMPILE_LANGUAGE:CUDA>) are read as an
  /// nvcc line.
  void flags(const Command &Cmd, StringRef Name) {
    static const StringLiteral OptionCommands[] = {
        "target_compile_options", "add_compile_options", "target_link_options",
        "add_link_options", "target_link_libraries", "link_libraries"};
    bool Flags = is_contained(OptionCommands, Name);
    bool NvccFlags = false;
    if (Name == "set" || Name == "string" || Name == "list") {
      StringRef Var = Name == "set" ? arg(Cmd, 0) : arg(Cmd, 1);
      auto Named = [&](ArrayRef<std::string> Parts) {
        return any_of(Parts, [&](StringRef P) { return Var.contains(P); });
      };
      Flags = Named(C.FlagVariables);
      NvccFlags = Named(C.NvccFlagVariables);
    }
    std::vector<const Arg *> Values;
    if (Flags)
      for (const Arg &A : Cmd.Args)
        Values.push_back(&A);
    else
      Values = optionProperties(Cmd, Name);
    if (Values.empty())
      return;
    std::vector<Word> Words;
    bool InCudaGenex = false;
    for (const Arg *A : Values) {
      if (text(A->Inner).contains("COMPILE_LANGUAGE:CUDA"))
        InCudaGenex = true;
      optionWords(Buf, A->Inner, Words);
    }
    options(Words, NvccFlags || InCudaGenex);
  }

  /// The values of the option properties (COMPILE_OPTIONS, COMPILE_FLAGS,
  /// LINK_OPTIONS, LINK_FLAGS and their INTERFACE_ forms) that \p Cmd sets:
  /// set_target_properties(t PROPERTIES COMPILE_OPTIONS "-lineinfo") and
  /// the like, or set_property(TARGET t APPEND PROPERTY COMPILE_OPTIONS ...).
  std::vector<const Arg *> optionProperties(const Command &Cmd,
                                            StringRef Name) {
    auto Option = [](StringRef P) {
      P.consume_front("INTERFACE_");
      return P == "COMPILE_OPTIONS" || P == "COMPILE_FLAGS" ||
             P == "LINK_OPTIONS" || P == "LINK_FLAGS";
    };
    std::vector<const Arg *> Values;
    size_t N = Cmd.Args.size();
    if (Name == "set_property") {
      for (size_t I = 0; I + 1 < N; ++I)
        if (text(Cmd.Args[I].Inner) == "PROPERTY" &&
            Option(text(Cmd.Args[I + 1].Inner)))
          for (size_t J = I + 2; J < N; ++J)
            Values.push_back(&Cmd.Args[J]);
      return Values;
    }
    if (!Name.starts_with("set_") || !Name.ends_with("_properties"))
      return Values;
    size_t I = 0;
    while (I < N && text(Cmd.Args[I].Inner) != "PROPERTIES")
      ++I;
    for (I += 1; I + 1 < N; I += 2)
      if (Option(text(Cmd.Args[I].Inner)))
        Values.push_back(&Cmd.Args[I + 1]);
    return Values;
  }

  /// Sources: renamed (--output-names), given the LANGUAGE CUDA becomes.
  void sourceFiles(const Command &Cmd, StringRef Name) {
    static const StringLiteral NoSources[] = {
        "set_source_files_properties", "set_property", "install", "message",
        "configure_file", "get_filename_component", "if", "elseif"};
    std::vector<std::string> CudaSources;
    for (const Arg &A : Cmd.Args) {
      StringRef S = text(A.Inner);
      std::string New = sources(A.Inner);
      if (!A.Quoted && S.ends_with(".cu") && !S.contains('*') &&
          !S.contains('$'))
        CudaSources.push_back(New);
    }
    if (Name == "file" &&
        (arg(Cmd, 0) == "GLOB" || arg(Cmd, 0) == "GLOB_RECURSE") &&
        any_of(Cmd.Args,
               [&](const Arg &A) { return text(A.Inner).ends_with(".cu"); }))
      insertAfter(Cmd,
                  "set_source_files_properties(${" + arg(Cmd, 1).str() +
                      "} PROPERTIES LANGUAGE " + cudaBecomes() + ")",
                  "LANGUAGE");
    else if (!CudaSources.empty() && !is_contained(NoSources, Name))
      insertAfter(Cmd,
                  "set_source_files_properties(" + join(CudaSources, " ") +
                      " PROPERTIES LANGUAGE " + cudaBecomes() + ")",
                  "LANGUAGE");
  }

  /// Reports the first argument of \p Cmd that still names CUDA (a whole
  /// word) or nvcc (in any case) where no word rule applies.
  void leftovers(const Command &Cmd, const std::vector<bool> &Done) {
    for (size_t I = 0; I < Cmd.Args.size(); ++I) {
      if (Done[I])
        continue;
      const Arg &A = Cmd.Args[I];
      StringRef S = text(A.Inner);
      // What the rules translated is not left over.
      std::string Left = S.str();
      for (size_t At = 0; At < S.size(); ++At) {
        size_t Len = 0;
        if (wordRule(S, At, Len)) {
          std::fill_n(Left.begin() + At, Len, ' ');
          At += Len - 1;
        }
      }
      StringRef L = Left;
      for (size_t At = L.find("CUDA"); At != StringRef::npos;
           At = L.find("CUDA", At + 1)) {
        bool Start = At == 0 || !isAlnum(L[At - 1]);
        bool EndOk = At + 4 >= L.size() || !isAlnum(L[At + 4]);
        if (!Start || !EndOk)
          continue;
        diag(A.Inner.Begin + At, Tag::BuildUnsupported,
             "'" + S + "' names CUDA; left unchanged");
        return;
      }
      if (L.contains_insensitive("nvcc")) {
        diag(A.Inner.Begin, Tag::BuildUnsupported,
             "'" + S + "' names nvcc; left unchanged");
        return;
      }
    }
  }

  const CMakeRules &C;  // the rule set of O.Language
  bool Enabled = false; // a command enabled CUDA
  StringSet<> Packages; // find_package() inserted for words
};

} // namespace

BuildTranslation translateCMake(StringRef Path, StringRef Buf,
                                const BuildTable &T, const BuildOptions &O) {
  return CMakeTranslator(Path, Buf, T, O).run();
}

} // namespace hipify::buildfiles
