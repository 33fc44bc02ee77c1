#include "dyn.h"
tcuGraphicsResourceSetMapFlags *cuGraphicsResourceSetMapFlags;
int mapFlags(void *r) {
  return cuGraphicsResourceSetMapFlags(r, CU_GRAPHICS_MAP_RESOURCE_FLAGS_READ_ONLY);
}
