#ifndef DYN_H
#define DYN_H
typedef enum CUgraphicsMapResourceFlags_enum {
    CU_GRAPHICS_MAP_RESOURCE_FLAGS_NONE          = 0x00,
    CU_GRAPHICS_MAP_RESOURCE_FLAGS_READ_ONLY     = (0x01, 0x01)
} CUgraphicsMapResourceFlags;
typedef int tcuGraphicsResourceSetMapFlags(void *resource, unsigned int flags);
extern tcuGraphicsResourceSetMapFlags *cuGraphicsResourceSetMapFlags;
#endif
