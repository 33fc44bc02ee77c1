# lit configuration of the hipify-cxx translation tests.
#
# By default the tests run without a CUDA SDK (%hipify passes --builtin-cuda),
# exactly as on a machine that has only ROCm. Tests that need the SDK or hipcc
# say REQUIRES: cuda-sdk / hipcc, and lit reports them UNSUPPORTED, with the
# reason printed below, where those are absent.
import os
import shutil

import lit.formats
import lit.util

site = lit_config.params.get("hipify_site_config")
if not site:
    lit_config.fatal("run through ctest, or pass --param hipify_site_config=<build>/test/lit/lit.site.cfg.py")
exec(open(site).read())

config.name = "hipify-cxx"
config.test_format = lit.formats.ShTest(execute_external=True)
config.suffixes = [".cu", ".cuh", ".cpp", ".test"]
config.excludes = ["Inputs"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.hipify_obj_root, "test", "lit-out")

# The default target is the installed ROCm's HIP (ROCM_PATH, /opt/rocm,
# hipcc's): the tests pin the newest the tables know instead, so that they
# mean the same on every machine; a later --hip-version overrides it.
# %hipify-bare is the binary alone, for the tests of those defaults;
# %hipify-compat is `hipify-cxx compat` (the subcommand comes first).
hipify_bin = os.path.join(config.hipify_bin_dir, "hipify-cxx")
hipify = hipify_bin + " --hip-version newest"
config.substitutions.append(("%hipify-compat",
                             hipify_bin + " compat --hip-version newest --builtin-cuda"))
config.substitutions.append(("%hipify-sdk", hipify))
# The CUDA SDK the cuda-sdk tests parse with (a test may lay a copy of it).
config.substitutions.append(("%cuda-path", os.environ.get("CUDA_PATH", "/usr/local/cuda")))
config.substitutions.append(("%hipify-bare", hipify_bin))
config.substitutions.append(("%hipify-census", os.path.join(config.hipify_bin_dir, "hipify-census")))
config.substitutions.append(("%hipify", hipify + " --builtin-cuda"))
config.substitutions.append(("%examples", os.path.join(config.hipify_src_root, "examples")))
config.substitutions.append(("%python", config.python))
config.environment["PATH"] = os.pathsep.join(
    [config.llvm_tools_dir, config.environment.get("PATH", os.environ.get("PATH", ""))])
config.environment["LC_ALL"] = "C"
# The translation cache of the suite's runs: its own, never the user's.
config.environment["XDG_CACHE_HOME"] = os.path.join(config.test_exec_root, "cache")

cuda = os.environ.get("CUDA_PATH", "/usr/local/cuda")
if os.path.exists(os.path.join(cuda, "include", "cuda_runtime.h")):
    config.available_features.add("cuda-sdk")
else:
    lit_config.note("tests that REQUIRE cuda-sdk are skipped: no CUDA SDK at %s" % cuda)

hipcc = shutil.which("hipcc")
if hipcc:
    config.available_features.add("hipcc")
    config.substitutions.append(("%hipcc", hipcc))
else:
    lit_config.note("tests that REQUIRE hipcc are skipped: hipcc is not installed")

if shutil.which("make"):
    config.available_features.add("make")
else:
    lit_config.note("tests that REQUIRE make are skipped: make is not installed")

# --verify compiles with LLVM 22's clang++ (always here) against HIP's headers.
config.substitutions.append(("%hip-clang", os.path.join(config.llvm_tools_dir, "clang++")))
hip_root = next((r for r in [os.environ.get("ROCM_PATH"), "/opt/rocm", "/usr"]
                 if r and os.path.exists(os.path.join(r, "include", "hip", "hip_runtime.h"))), None)
if hip_root:
    config.available_features.add("hip-headers")
    config.substitutions.append(("%hip-root", hip_root))
else:
    lit_config.note("tests that REQUIRE hip-headers are skipped: no include/hip/hip_runtime.h "
                    "under $ROCM_PATH, /opt/rocm or /usr")

# The HIP 6.2 and 7.1 header sets ../shared/yardsticks/hip-sdk.sh assembles
# (yardsticks, not dependencies): where HIPIFY_HIP62_ROOT or
# HIPIFY_HIP71_ROOT names one, translations also compile against it.
for version in ("62", "71"):
    root = os.environ.get("HIPIFY_HIP%s_ROOT" % version)
    if root and os.path.exists(os.path.join(root, "include", "hip", "hip_runtime.h")):
        config.available_features.add("hip%s-headers" % version)
        config.substitutions.append(("%%hip%s-root" % version, root))
    else:
        lit_config.note("tests that REQUIRE hip%s-headers are skipped: HIPIFY_HIP%s_ROOT names "
                        "no header set (../shared/yardsticks/hip-sdk.sh assembles one)"
                        % (version, version))

# rocWMMA (header-only; ROCm installs it, Debian does not package it): the
# wmma helper's translations compile against it.
if hip_root and os.path.exists(os.path.join(hip_root, "include", "rocwmma", "rocwmma.hpp")):
    config.available_features.add("rocwmma")
else:
    lit_config.note("tests that REQUIRE rocwmma are skipped: no include/rocwmma/rocwmma.hpp "
                    "beside HIP's headers (set ROCM_PATH to a ROCm that has it)")

# The translated PyTorch extension is built and run where PyTorch for ROCm
# is installed (with a GPU it can use).
import subprocess
torch_rocm = subprocess.run(
    ["python3", "-c", "import torch; assert torch.version.hip and torch.cuda.is_available()"],
    stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode == 0 \
    if shutil.which("python3") else False
if torch_rocm:
    config.available_features.add("torch-rocm")
else:
    lit_config.note("tests that REQUIRE torch-rocm are skipped: no PyTorch for ROCm "
                    "with a usable GPU (python3 -c 'import torch; torch.version.hip')")

# Translated build files are built with make, and with CMake through
# find_package(hip) (docs/build-files.md).
if shutil.which("make"):
    config.available_features.add("make")
else:
    lit_config.note("tests that REQUIRE make are skipped: make is not installed")
hip_configs = ["/usr/lib/x86_64-linux-gnu/cmake/hip/hip-config.cmake",
               "/usr/lib/cmake/hip/hip-config.cmake",
               "/opt/rocm/lib/cmake/hip/hip-config.cmake"]
if not shutil.which("cmake"):
    lit_config.note("tests that REQUIRE cmake-hip are skipped: cmake is not installed")
elif not hipcc or not any(os.path.exists(p) for p in hip_configs):
    lit_config.note("tests that REQUIRE cmake-hip are skipped: no hipcc with HIP's CMake package (hip-config.cmake)")
else:
    config.available_features.add("cmake-hip")
    config.substitutions.append(("%cmake", shutil.which("cmake")))

# A run handed to a running server before LLVM starts in it is seen in the
# system calls it makes (tree/server-early.test).
if shutil.which("strace"):
    config.available_features.add("strace")
else:
    lit_config.note("tests that REQUIRE strace are skipped: strace is not installed")

chromium = shutil.which("chromium") or shutil.which("chromium-browser")
if chromium:
    # Headless, no sandbox (containers run as root), no GPU, no network; a
    # profile of the test's own (%t, substituted after this): two browsers on
    # one profile refuse to start (exit 21) when tests run in parallel.
    config.available_features.add("chromium")
    config.substitutions.append((
        "%chromium",
        chromium + " --headless --no-sandbox --disable-gpu --no-first-run"
        " --disable-extensions --disable-background-networking"
        " --host-resolver-rules='MAP * ~NOTFOUND' --proxy-server=127.0.0.1:9"
        " --user-data-dir=%t.chromium-profile --virtual-time-budget=5000"))
else:
    lit_config.note("tests that REQUIRE chromium are skipped: chromium is not installed")

def can_make_pty():
    """A pseudo-terminal can be opened (not so in a container without /dev/pts)."""
    try:
        master, slave = os.openpty()
    except OSError:
        return False
    os.close(master)
    os.close(slave)
    return True


if not shutil.which("script"):
    lit_config.note("tests that REQUIRE script (util-linux) are skipped: it is not installed")
elif not can_make_pty():
    lit_config.note("tests that REQUIRE script are skipped: no pseudo-terminal can be opened here")
else:
    config.available_features.add("script")  # util-linux: runs a command on a terminal

if os.geteuid() == 0:
    config.available_features.add("root")

# Another user of the machine, for the tests of what one user's run may see
# or change of another's (tree/trust-*.test): root runs a command as uid 4711
# (no account needed), with none of root's groups, through setpriv.
if os.geteuid() != 0:
    lit_config.note("tests that REQUIRE other-user are skipped: they need root to run a command as another user")
elif not shutil.which("setpriv"):
    lit_config.note("tests that REQUIRE other-user are skipped: setpriv (util-linux) is not installed")
else:
    config.available_features.add("other-user")
    config.substitutions.append(("%as-other", "setpriv --reuid=4711 --regid=4711 --clear-groups"))
