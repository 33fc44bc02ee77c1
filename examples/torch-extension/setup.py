# Builds the operator with PyTorch's own extension machinery; on PyTorch for
# ROCm the same file builds the translated sources (hipify-cxx's output) as
# they are: PyTorch's build leaves sources that are already HIP alone.
from setuptools import setup
from torch.utils.cpp_extension import BuildExtension, CUDAExtension

setup(
    name="scale_ext",
    ext_modules=[
        CUDAExtension(
            "scale_ext",
            ["scale.cpp", "scale_kernel.cu"],
            extra_compile_args={"cxx": ["-O2"], "nvcc": ["-O2", "-arch=sm_80", "--use_fast_math"]},
        )
    ],
    cmdclass={"build_ext": BuildExtension},
)
