// Stands for a Caffe2 header found in the project's own tree.
#pragma once
inline int cudnn_helper() { return 1; }
