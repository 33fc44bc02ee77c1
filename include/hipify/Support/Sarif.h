//===- Sarif.h - SARIF 2.1.0 logs for code-scanning tools -----------------===//
//
// What lint's findings and the translation report's warnings share: the
// artifact URIs, the shape of a result and of the log around it.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_SUPPORT_SARIF_H
#define HIPIFY_SUPPORT_SARIF_H

#include "llvm/ADT/SmallString.h"
#include "hipify/Support/JsonText.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <string>

namespace hipify::sarif {

/// A SARIF artifact URI: relative to the working directory (the checkout,
/// in CI) when the file is under it, else an absolute file:// URI.
inline std::string uri(llvm::StringRef Path) {
  llvm::SmallString<256> Abs(Path), Cwd;
  llvm::sys::fs::make_absolute(Abs);
  llvm::sys::path::remove_dots(Abs, /*remove_dot_dot=*/true);
  llvm::sys::fs::current_path(Cwd);
  llvm::StringRef Rel = Abs;
  if (!Cwd.empty() && Rel.consume_front(Cwd) && Rel.consume_front("/"))
    return llvm::sys::path::convert_to_slash(Rel);
  return "file://" + llvm::sys::path::convert_to_slash(Abs);
}

// json::Value keeps a StringRef as a reference: every string is copied.

/// A rule of the tool's driver.
inline llvm::json::Object rule(llvm::StringRef Id, llvm::StringRef Name,
                               llvm::StringRef Description,
                               llvm::StringRef Level) {
  return llvm::json::Object{
      {"id", Id.str()},
      {"name", Name.str()},
      {"shortDescription", llvm::json::Object{{"text", Description.str()}}},
      {"defaultConfiguration", llvm::json::Object{{"level", Level.str()}}}};
}

/// A result at \p Path:Line:Column.
inline llvm::json::Object result(llvm::StringRef RuleId, llvm::StringRef Level,
                                 llvm::StringRef Message,
                                 llvm::StringRef Path, unsigned Line,
                                 unsigned Column) {
  llvm::json::Object Location{
      {"physicalLocation",
       llvm::json::Object{
           {"artifactLocation", llvm::json::Object{{"uri", jsonText(uri(Path))}}},
           {"region", llvm::json::Object{{"startLine", Line},
                                         {"startColumn", Column}}}}}};
  return llvm::json::Object{
      {"ruleId", RuleId.str()},
      {"level", Level.str()},
      {"message", llvm::json::Object{{"text", jsonText(Message)}}},
      {"locations", llvm::json::Array{std::move(Location)}}};
}

/// The whole log: one run of hipify-cxx with \p Rules and \p Results.
inline void print(llvm::raw_ostream &OS, llvm::json::Array Rules,
                  llvm::json::Array Results) {
  llvm::json::Object Driver{
      {"name", "hipify-cxx"},
      {"informationUri", "https://github.com/hipify-cxx/hipify-cxx"},
      {"rules", std::move(Rules)}};
#ifdef HIPIFY_VERSION
  Driver["version"] = HIPIFY_VERSION;
#endif
  OS << llvm::formatv(
            "{0:2}",
            llvm::json::Value(llvm::json::Object{
                {"$schema", "https://json.schemastore.org/sarif-2.1.0.json"},
                {"version", "2.1.0"},
                {"runs", llvm::json::Array{llvm::json::Object{
                             {"tool", llvm::json::Object{
                                          {"driver", std::move(Driver)}}},
                             {"results", std::move(Results)}}}}}))
     << "\n";
}

} // namespace hipify::sarif

#endif
