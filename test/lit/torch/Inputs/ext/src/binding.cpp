#include <torch/extension.h>
void run(at::Tensor t);
PYBIND11_MODULE(TORCH_EXTENSION_NAME, m) { m.def("run", &run); }
