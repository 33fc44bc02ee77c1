#!/usr/bin/env bash
# Builds every translated example (*.cu) in DIR for one AMD target, the way
# the test suite checks them, and prints one line per example:
#
#   BUILT name                      compiled and linked (mode link)
#   CHECKED name                    compiled with -fsyntax-only
#   SKIPPED name: reason            its HIP library is not installed
#   NO-IMAGES name: reason          it samples textures and the target has no
#                                   image instructions: the compiler must
#                                   reject exactly that
#   FAILED name                     (after the compiler's messages; exit 1)
#
# usage: build-hip.sh MODE DIR
#   hipcc-gfx90a      hipcc (Debian's HIP 5.2, clang 15): compile and link
#   hipcc-gfx1100     hipcc, -fsyntax-only -nogpulib (Debian has no gfx1100
#                     device libraries, so no link)
#   clang-gfx942      clang++-22 -x hip against the HIP 5.2 headers,
#                     -fsyntax-only -nogpulib (hipcc 5.2's clang 15 does not
#                     know gfx942), with hip52-clang22-compat.h pre-included
#   clang-gfx1100     the same for gfx1100 (a 32-wide wavefront)
#
# gfx942 (MI300) has no image instructions: clang defines
# __HIP_NO_IMAGE_SUPPORT and HIP marks tex1D/tex2D/... unavailable, so a
# program that samples textures cannot be built for it, translated or not.
# The libraries an example needs follow from the HIP headers its translation
# includes. Debian installs hipSPARSE's header only as hipsparse/hipsparse.h,
# while the translation includes <hipsparse.h>: -I/usr/include/hipsparse.
set -u
mode=$1
dir=$2
compat=$(cd "$(dirname "$0")" && pwd)/hip52-clang22-compat.h
cd "$dir" || exit 1

# Where a HIP library header lives, if anywhere.
have_header() {
  for d in /usr/include /opt/rocm/include; do
    [ -e "$d/$1" ] && return 0
  done
  return 1
}

status=0
for src in *.cu; do
  name=${src%.cu}
  cflags=()
  libs=()
  skip=""
  if grep -q '#include <hiprand/' "$src"; then
    libs+=(-lhiprand)
    have_header hiprand/hiprand.h ||
      skip="hipRAND is not installed (libhiprand-dev: run scripts/setup.sh)"
  fi
  if grep -q '#include <hipsparse' "$src"; then
    cflags+=(-I/usr/include/hipsparse)
    libs+=(-lhipsparse)
    have_header hipsparse/hipsparse.h || have_header hipsparse.h ||
      skip="hipSPARSE is not installed (libhipsparse-dev: run scripts/setup.sh)"
  fi
  if grep -q '#include <hipblas' "$src"; then
    if have_header hipblas.h || have_header hipblas/hipblas.h; then
      cflags+=(-I/usr/include/hipblas)
      libs+=(-lhipblas)
    else
      skip="hipBLAS is not installed (Debian 12 packages neither hipBLAS nor rocBLAS)"
    fi
  fi
  if [ -n "$skip" ]; then
    echo "SKIPPED $name: $skip"
    continue
  fi

  case $mode in
  hipcc-gfx90a)
    cmd=(hipcc -x hip --offload-arch=gfx90a "${cflags[@]}" -o "$name" "$src" "${libs[@]}")
    ok="BUILT" ;;
  hipcc-gfx1100)
    cmd=(hipcc -x hip --offload-arch=gfx1100 -nogpulib -fsyntax-only "${cflags[@]}" "$src")
    ok="CHECKED" ;;
  clang-gfx942)
    cmd=(clang++-22 -x hip --rocm-path=/usr -D__AMDGCN_WAVEFRONT_SIZE=64 -nogpulib
         --offload-arch=gfx942 -fsyntax-only -include "$compat" "${cflags[@]}" "$src")
    ok="CHECKED" ;;
  clang-gfx1100)
    cmd=(clang++-22 -x hip --rocm-path=/usr -D__AMDGCN_WAVEFRONT_SIZE=32 -nogpulib
         --offload-arch=gfx1100 -fsyntax-only -include "$compat" "${cflags[@]}" "$src")
    ok="CHECKED" ;;
  *)
    echo "build-hip.sh: unknown mode '$mode'" >&2
    exit 2 ;;
  esac

  if [ "$mode" = clang-gfx942 ] && grep -q '\btex[123]D\(Layered\|Lod\|Grad\)\?\s*<' "$src"; then
    if "${cmd[@]}" >"$name.$mode.log" 2>&1; then
      echo "FAILED $name: built for gfx942 although it samples textures"
      status=1
    elif grep -q 'image/texture API not supported on the device' "$name.$mode.log" &&
         [ "$(grep -c 'error:' "$name.$mode.log")" = \
           "$(grep -c 'error:.*image/texture API not supported' "$name.$mode.log")" ]; then
      echo "NO-IMAGES $name: gfx942 has no image instructions; only the texture fetches are rejected"
    else
      cat "$name.$mode.log"
      echo "FAILED $name"
      status=1
    fi
    continue
  fi

  # hipcc 5.2 prints a harmless Python traceback about /sys/class/kfd on a
  # machine without an AMD GPU: keep the log, show it only on failure.
  if "${cmd[@]}" >"$name.$mode.log" 2>&1; then
    echo "$ok $name"
  else
    cat "$name.$mode.log"
    echo "FAILED $name"
    status=1
  fi
done
exit $status
