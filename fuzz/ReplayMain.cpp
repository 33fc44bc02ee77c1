//===- ReplayMain.cpp - run a fuzz target over files, without libFuzzer ---===//
//
// Without HIPIFY_FUZZ (any compiler, the sanitizer build included) each fuzz
// target links this main instead of libFuzzer and becomes a regression test:
// it runs LLVMFuzzerTestOneInput once on every file given, or on every file
// of every directory given (its seed corpus and the inputs that once crashed
// it). A crash fails the test; so does an unreadable input.
//
//===----------------------------------------------------------------------===//

#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <system_error>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size);

int main(int Argc, char **Argv) {
  namespace fs = std::filesystem;
  std::vector<fs::path> Files;
  for (int I = 1; I < Argc; ++I) {
    std::error_code EC;
    if (fs::is_directory(Argv[I], EC)) {
      for (const auto &E : fs::recursive_directory_iterator(Argv[I], EC))
        if (E.is_regular_file())
          Files.push_back(E.path());
    } else {
      Files.push_back(Argv[I]);
    }
    if (EC) {
      std::fprintf(stderr, "%s: %s\n", Argv[I], EC.message().c_str());
      return 1;
    }
  }
  for (const fs::path &F : Files) {
    std::ifstream In(F, std::ios::binary);
    if (!In) {
      std::fprintf(stderr, "%s: cannot read\n", F.c_str());
      return 1;
    }
    std::string Data((std::istreambuf_iterator<char>(In)),
                     std::istreambuf_iterator<char>());
    LLVMFuzzerTestOneInput(reinterpret_cast<const uint8_t *>(Data.data()),
                           Data.size());
  }
  std::printf("%zu inputs ran\n", Files.size());
  return Files.empty() ? 1 : 0;
}
