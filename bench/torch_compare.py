#!/usr/bin/env python3
"""PyTorch's names in an extension, translated by PyTorch's hipify and by
hipify-cxx, compared name by name.

    python3 bench/torch_compare.py SOURCES HIPIFY_TORCH_OUT HIPIFY_CXX_OUT MAP

SOURCES is the extension's CUDA tree, HIPIFY_CXX_OUT hipify-cxx's
translation of it (tree mode, same layout); MAP is a JSON file
{"original path": "hipified path"} written from hipify_torch's result, and
HIPIFY_TORCH_OUT is unused but named for the record. The PyTorch names are
the keys of hipify_torch's C10_MAPPINGS and PYTORCH_SPECIFIC_MAPPINGS, given
as JSON on standard input ({"CUDA spelling": "ROCm spelling"}); the includes
compared are those of PyTorch's headers (torch/, ATen/, c10/, THC/); a
MUSA header (.muh, torch_musa's) that hipify_torch renames by its THC -> THH
path rule is listed but not counted as missed: no ROCm build has the file.

Prints a Markdown table: per ROCm name, the places in the sources, and how
many each tool wrote; then the include paths; exit status 1 when hipify-cxx
misses a rename hipify_torch makes.
"""
import json
import os
import re
import sys
from collections import Counter

TORCH_INCLUDE = re.compile(r'#\s*include\s*[<"]((?:torch|ATen|c10|THC|THH)/[^>"]+)[>"]')


def words(text, name):
    """The places \p name is spelled in \p text, whatever qualifies it."""
    return len(re.findall(r'(?<!\w)' + re.escape(name) + r'(?!\w)', text))


def main():
    src_root, _, cxx_root, map_path = sys.argv[1:5]
    table = json.load(sys.stdin)
    hipified = json.load(open(map_path))
    keys = sorted(table, key=len, reverse=True)
    pattern = re.compile(r'(?<=\W)(' + '|'.join(re.escape(k) for k in keys) + r')(?=\W)')

    expected, by_torch, by_cxx, wrong = Counter(), Counter(), Counter(), Counter()
    includes = Counter()  # (cuda path, torch's, ours) -> count
    versions = Counter()  # CUDA_VERSION: sources, TORCH_HIP_VERSION, guards
    for original, torch_out in sorted(hipified.items()):
        rel = os.path.relpath(original, src_root)
        ours = os.path.join(cxx_root, rel)
        if not (os.path.isfile(torch_out) and os.path.isfile(ours)):
            continue
        f, t, x = (open(p, encoding='utf-8', errors='replace').read()
                   for p in (original, torch_out, ours))
        names = Counter(table[m.group(1)].split('::')[-1] for m in pattern.finditer(f))
        for name, n in names.items():
            expected[name] += n
            by_torch[name] += words(t, name) - words(f, name)
            by_cxx[name] += words(x, name) - words(f, name)
            # half a rename: the ROCm name under CUDA's namespace
            wrong[name] += words(x, 'cuda::' + name)
        versions['places'] += words(f, 'CUDA_VERSION')
        versions['torch'] += words(t, 'TORCH_HIP_VERSION') - words(f, 'TORCH_HIP_VERSION')
        versions['ours'] += x.count('defined(USE_ROCM)') - f.count('defined(USE_ROCM)')
        # Each PyTorch include of the sources, and what each tool made of
        # it: the paths one tool changed, in order, paired with the paths it
        # wrote that the sources do not have.
        fi, ti, xi = (TORCH_INCLUDE.findall(s) for s in (f, t, x))
        def renamed(out):
            gone = [p for p in fi if p not in out]
            new = [p for p in out if p not in fi]
            return dict(zip(gone, new))
        to_torch, to_ours = renamed(ti), renamed(xi)
        for a in fi:
            includes[(a, to_torch.get(a, a), to_ours.get(a, a))] += 1

    missed = 0
    print('| ROCm PyTorch name | places | PyTorch\'s hipify | hipify-cxx |')
    print('|---|---|---|---|')
    for name in sorted(expected, key=lambda n: (-expected[n], n)):
        print(f'| `{name}` | {expected[name]} | {by_torch[name]} | {by_cxx[name]}'
              + (f' ({wrong[name]} under `cuda::`)' if wrong[name] else '') + ' |')
        missed += max(0, by_torch[name] - by_cxx[name]) + wrong[name]
    print()
    print('| include | PyTorch\'s hipify | hipify-cxx | places |')
    print('|---|---|---|---|')
    for (a, b, c), n in sorted(includes.items()):
        print(f'| `{a}` | `{b}` | `{c}` | {n} |')
        # MUSA's headers (torch_musa, .muh) are not PyTorch's: hipify_torch's
        # THC -> THH path rule renames them to files no ROCm build has.
        if a != b and b != c and not a.endswith('.muh'):
            missed += n
    total_torch = sum(by_torch.values()) + sum(n for (a, b, _), n in includes.items() if a != b)
    total_cxx = sum(by_cxx.values()) + sum(n for (a, _, c), n in includes.items() if a != c)
    print()
    if versions['places']:
        print(f"CUDA_VERSION ({versions['places']} places): PyTorch's hipify renames "
              f"{versions['torch']} to TORCH_HIP_VERSION (HIP's version compared with "
              f"CUDA's numbers); hipify-cxx makes {versions['ours']} guards ROCm-aware "
              f"with `defined(USE_ROCM)`")
    print(f'PyTorch renames: PyTorch\'s hipify {total_torch}, hipify-cxx {total_cxx}; '
          f'made by PyTorch\'s hipify and missed by hipify-cxx: {missed}')
    return 1 if missed else 0


if __name__ == '__main__':
    sys.exit(main())
