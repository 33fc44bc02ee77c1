// hipify-cxx built-in declarations: the permissive value type.
//
// Without a CUDA SDK, hipify-cxx parses CUDA code against declarations
// generated from its mapping tables. The tables know names, not signatures, so
// every CUDA type derives from __hipify_any, every function returns it, and it
// converts to and from anything: enough for the AST to resolve each reference.
// Enumerators are real enumerators (they work in `case` labels); the
// operators below are constrained so that `err != cudaSuccess` has one best
// candidate.
#pragma once

struct __hipify_any {
  constexpr __hipify_any() = default;
  template <typename T> __attribute__((host, device)) __hipify_any(const T &) {}
  template <typename T> __attribute__((host, device)) operator T() const;
  // For switch (err): one conversion to an integer type.
  __attribute__((host, device)) operator long long() const;
  template <typename T>
  __attribute__((host, device)) __hipify_any &operator=(const T &) {
    return *this;
  }
  template <typename T>
  __attribute__((host, device)) __hipify_any &operator[](const T &) {
    return *this;
  }
  __attribute__((host, device)) __hipify_any *operator->() { return this; }
  template <typename... A>
  __attribute__((host, device)) __hipify_any operator()(A &&...) const {
    return *this;
  }
};

template <bool B> struct __hipify_enable_if {};
template <> struct __hipify_enable_if<true> { typedef int type; };
#define __HIPIFY_NOT_ANY(T)                                                    \
  typename __hipify_enable_if<!__is_base_of(__hipify_any, T)>::type = 0
#define __HIPIFY_ANY(A)                                                        \
  typename __hipify_enable_if<__is_base_of(__hipify_any, A)>::type = 0

// The mixed forms take the CUDA operand's own type (A): viable only when one
// operand is a CUDA type, so that `x | y` of two enumerators of the C
// library (ctype.h's) keeps its one built-in candidate.
#define __HIPIFY_ANY_BINARY(OP)                                                \
  __attribute__((host, device)) __hipify_any operator OP(const __hipify_any &, \
                                                          const __hipify_any &); \
  template <typename A, typename T, __HIPIFY_ANY(A), __HIPIFY_NOT_ANY(T)>       \
  __attribute__((host, device)) __hipify_any operator OP(const A &, const T &); \
  template <typename T, typename A, __HIPIFY_NOT_ANY(T), __HIPIFY_ANY(A)>       \
  __attribute__((host, device)) __hipify_any operator OP(const T &, const A &);
__HIPIFY_ANY_BINARY(+)
__HIPIFY_ANY_BINARY(-)
__HIPIFY_ANY_BINARY(*)
__HIPIFY_ANY_BINARY(/)
__HIPIFY_ANY_BINARY(|)
__HIPIFY_ANY_BINARY(&)
__HIPIFY_ANY_BINARY(==)
__HIPIFY_ANY_BINARY(!=)
__HIPIFY_ANY_BINARY(<)
__HIPIFY_ANY_BINARY(>)
__HIPIFY_ANY_BINARY(<=)
__HIPIFY_ANY_BINARY(>=)
#undef __HIPIFY_ANY_BINARY

// A compound assignment to a plain value from a CUDA one (v += __shfl_down_sync
// (...)): the value's own type, where the built-in candidates would tie.
#define __HIPIFY_ANY_COMPOUND(OP)                                              \
  template <typename T, typename A, __HIPIFY_NOT_ANY(T), __HIPIFY_ANY(A)>       \
  __attribute__((host, device)) T &operator OP(T &V, const A &) { return V; }
__HIPIFY_ANY_COMPOUND(+=)
__HIPIFY_ANY_COMPOUND(-=)
__HIPIFY_ANY_COMPOUND(*=)
__HIPIFY_ANY_COMPOUND(/=)
__HIPIFY_ANY_COMPOUND(|=)
__HIPIFY_ANY_COMPOUND(&=)
__HIPIFY_ANY_COMPOUND(^=)
#undef __HIPIFY_ANY_COMPOUND

// A compound assignment to a CUDA value (CUdeviceptr p; p += n), and its
// increment: the CUDA value's own type.
#define __HIPIFY_ANY_UPDATE(OP)                                                \
  template <typename A, typename T, __HIPIFY_ANY(A)>                           \
  __attribute__((host, device)) A &operator OP(A &V, const T &) { return V; }
__HIPIFY_ANY_UPDATE(+=)
__HIPIFY_ANY_UPDATE(-=)
__HIPIFY_ANY_UPDATE(*=)
__HIPIFY_ANY_UPDATE(/=)
__HIPIFY_ANY_UPDATE(|=)
__HIPIFY_ANY_UPDATE(&=)
__HIPIFY_ANY_UPDATE(^=)
#undef __HIPIFY_ANY_UPDATE
// The sign of a CUDA value (-h on a __half): its own type, where the
// conversions to every arithmetic type would tie.
template <typename A, __HIPIFY_ANY(A)>
__attribute__((host, device)) A operator-(const A &V) { return V; }
template <typename A, __HIPIFY_ANY(A)>
__attribute__((host, device)) A operator+(const A &V) { return V; }
template <typename A, __HIPIFY_ANY(A)>
__attribute__((host, device)) A &operator++(A &V) { return V; }
template <typename A, __HIPIFY_ANY(A)>
__attribute__((host, device)) A operator++(A &V, int) { return V; }
template <typename A, __HIPIFY_ANY(A)>
__attribute__((host, device)) A &operator--(A &V) { return V; }
template <typename A, __HIPIFY_ANY(A)>
__attribute__((host, device)) A operator--(A &V, int) { return V; }
