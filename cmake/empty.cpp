// An empty source: the layering check links a layer alone (lib/CMakeLists.txt).
