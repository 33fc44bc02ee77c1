#ifndef GL_LIKE_H
#define GL_LIKE_H
#ifdef __cplusplus
extern "C" {
#endif
#ifdef GL_LIKE_PROTOTYPES
extern void glAttachTexture(GLenum target, GLuint texture, GLint level);
extern void glFreeThing(GLuint cudaFree);
#endif
#ifdef __cplusplus
}
#endif
#endif
