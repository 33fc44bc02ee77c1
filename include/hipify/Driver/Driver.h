//===- Driver.h - run a translation over the inputs -----------------------===//
#ifndef HIPIFY_DRIVER_DRIVER_H
#define HIPIFY_DRIVER_DRIVER_H

#include "hipify/Driver/Options.h"
#include "hipify/Frontend/CudaFrontend.h"
#include "hipify/Mapping/MappingTable.h"
#include "hipify/Report/Report.h"

#include "llvm/Support/Error.h"

#include <memory>
#include <string>

namespace clang::tooling {
class CompilationDatabase;
} // namespace clang::tooling

namespace hipify::driver {

/// The result of translating one buffer, before anything is written.
struct Translation {
  std::string Output;
  report::FileReport Report;
};

class Driver {
public:
  /// Loads the tables, resolves versions and the CUDA SDK. Errors are usage
  /// errors (bad --mappings file, malformed version).
  static llvm::Expected<std::unique_ptr<Driver>> create(Options Opts);
  ~Driver();

  /// Translates every input, writes outputs and reports. Returns the exit
  /// code: 0, or 1 when an input could not be read or an output written.
  int run();

  /// Translates \p Buffer as if it were the file \p Path (no I/O).
  Translation translate(llvm::StringRef Path, llvm::StringRef Buffer) const;

  const report::RunReport &report() const { return Report; }

private:
  explicit Driver(Options O);
  /// Reads, translates and writes one input.
  report::FileReport processFile(const std::string &Path);
  std::string outputPath(const std::string &Input) const;
  std::vector<std::string> clangArgsFor(llvm::StringRef Path) const;

  Options Opts;
  std::unique_ptr<mapping::MappingTable> Table;
  frontend::ParseSetup Setup;
  std::unique_ptr<clang::tooling::CompilationDatabase> Database;
  report::RunReport Report;
};

} // namespace hipify::driver

#endif
