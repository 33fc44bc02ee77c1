#include <cuda.h>
void d3d(void) {
  (void)&cuD3D9GetDevice;
  (void)&cuD3D9CtxCreate;
  (void)&cuD3D9GetDirect3DDevice;
  (void)&cuD3D9RegisterResource;
  (void)&cuD3D9UnregisterResource;
  (void)&cuD3D9MapResources;
  (void)&cuD3D9UnmapResources;
  (void)&cuD3D9ResourceSetMapFlags;
  (void)&cuD3D9ResourceGetSurfaceDimensions;
  (void)&cuD3D9ResourceGetMappedArray;
  (void)&cuD3D9ResourceGetMappedPointer;
  (void)&cuD3D9ResourceGetMappedSize;
  (void)&cuD3D9ResourceGetMappedPitch;
  (void)&cuD3D10GetDevice;
  (void)&cuD3D10CtxCreate;
  (void)&cuD3D11GetDevice;
  (void)&cuD3D11CtxCreate;
}
