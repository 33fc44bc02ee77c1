//===- FileContext.cpp - the state shared by the producers of one file ----===//
//
// reference() is where every producer (AST or lexical) turns "this token names
// that CUDA entity" into an edit or a diagnostic, through the one version
// decision of MappingTable::decide.
//
//===----------------------------------------------------------------------===//

#include "hipify/Rules/FileContext.h"

#include "llvm/ADT/STLExtras.h"

using namespace llvm;

namespace hipify::rules {

void FileContext::diagnose(unsigned Offset, report::Severity Level,
                           std::string Message, StringRef Tag,
                           const mapping::ApiRecord *R) {
  report::Diagnostic D;
  D.Offset = Offset;
  D.Level = Level;
  D.Message = std::move(Message);
  D.Tag = Tag;
  if (R) {
    D.Name = R->Cuda;
    D.Kind = mapping::kindName(R->K);
    D.Library = R->Library;
  }
  Diagnostics.push_back(std::move(D));
}

void FileContext::reference(unsigned Offset, unsigned Length,
                            const mapping::ApiRecord &R, rewrite::Tier From,
                            StringRef Rule) {
  mapping::Decision D = Table.decide(R, Opts.Targets);
  for (mapping::Note &W : D.Warnings)
    diagnose(Offset, report::Severity::Warning, std::move(W.Message), W.Tag,
             &R);
  if (!D.Rename) {
    diagnose(Offset, report::Severity::Warning,
             D.Why->Message + "; left unchanged", D.Why->Tag, &R);
    return;
  }
  if (D.To == R.Cuda) // same name in HIP: nothing to write
    return;
  rewrite::Edit E;
  E.Offset = Offset;
  E.Length = Length;
  E.Text = D.To.str();
  E.From = {Rule, R.Cuda, From, R.Category, R.Library};
  Engine.add(std::move(E));
}

bool FileContext::isSkipped(unsigned Offset) const {
  return any_of(Skipped, [&](const std::pair<unsigned, unsigned> &R) {
    return Offset >= R.first && Offset < R.second;
  });
}

} // namespace hipify::rules
