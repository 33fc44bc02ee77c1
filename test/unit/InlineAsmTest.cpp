//===- InlineAsmTest.cpp - reading inline PTX and translating it ----------===//

#include "hipify/Ptx/InlineAsm.h"

#include <gtest/gtest.h>

using namespace hipify::ptx;

namespace {

/// \p Code with the statement at its first `asm` translated, or the
/// refusal's "what: why".
std::string translated(llvm::StringRef Code) {
  auto S = readAsmStatement(Code, unsigned(Code.find("asm")));
  if (!S)
    return "<not read>";
  AsmResult R = translate(Code, *S);
  if (!R.Translation)
    return R.Refusal.What + ": " + R.Refusal.Why;
  std::string Out = Code.str();
  for (auto It = R.Translation->Edits.rbegin();
       It != R.Translation->Edits.rend(); ++It)
    Out.replace(It->Offset, It->Length, It->Text);
  return Out;
}

TEST(InlineAsm, ReadsTheTemplateOperandsAndTheirExpressions) {
  llvm::StringRef Code =
      "asm volatile(\"bfe.u32 %0, \" /* c */ \"%1, %2, %3;\"\n"
      "  : \"=r\"(ret) : \"r\"(f(a, (b))), [p] \"r\"(pos), \"r\"(len) : \"memory\");";
  auto S = readAsmStatement(Code, 0);
  ASSERT_TRUE(S);
  EXPECT_EQ(S->Template, "bfe.u32 %0, %1, %2, %3;");
  ASSERT_EQ(S->Operands.size(), 4u);
  EXPECT_TRUE(S->Operands[0].Output);
  EXPECT_EQ(S->Operands[0].Constraint, "=r");
  EXPECT_EQ(Code.slice(S->Operands[1].Begin, S->Operands[1].End), "f(a, (b))");
  EXPECT_EQ(S->Operands[2].Name, "p");
  EXPECT_EQ(Code[S->End - 1], ')');
  EXPECT_EQ(Code.substr(S->End), ";");
}

TEST(InlineAsm, FindsPtxInCodeAndMacroBodiesButNotInCommentsStringsOrHostAsm) {
  llvm::StringRef Code = "// asm(\"mov.u32 %0, 1;\")\n"
                         "const char *s = \"asm(\\\"mov.u32 %0, 1;\\\")\";\n"
                         "void h() { asm volatile(\"rdtsc\" : \"=a\"(x)); }\n"
                         "#define L(r) asm(\"mov.u32 %0, %%laneid;\" : \"=r\"(r))\n"
                         "void d() { asm(\"mov.u32 %0, %%laneid;\" : \"=r\"(y)); }\n";
  auto Directives = hipify::pp::scanDirectives(Code);
  auto Found = findPtxStatements(Code, Directives);
  ASSERT_EQ(Found.size(), 2u);
  EXPECT_EQ(Code.substr(Found[0].Begin, 4), "asm(");
  EXPECT_LT(Found[0].Begin, Found[1].Begin);
}

TEST(InlineAsm, OneInstructionInOperandOrderIsAnAssignment) {
  EXPECT_EQ(translated("asm(\"bfe.u32 %0, %1, %2, %3;\" : \"=r\"(r) : "
                       "\"r\"(v), \"r\"(p), \"r\"(l));"),
            "(r) = hipify::ptx_bfe_u32((v), (p), (l));");
  EXPECT_EQ(translated("asm(\"shf.l.wrap.b32 %0, %1, %2, 8;\" : \"=r\"(r) : "
                       "\"r\"(a), \"r\"(b));"),
            "(r) = hipify::ptx_shf_l_wrap_b32((a), (b), (8));");
}

TEST(InlineAsm, AnythingElseIsABlockThatBindsTheOperands) {
  EXPECT_EQ(translated("asm(\"mov.b64 {%0, %1}, %2;\" : \"=r\"(lo), "
                       "\"=r\"(hi) : \"l\"(w));"),
            "do { auto &hipify_0 = (lo); auto &hipify_1 = (hi); auto "
            "hipify_2 = (w); { unsigned long long hipify_pair = hipify_2; "
            "hipify_0 = hipify::ptx_lo_b64(hipify_pair); hipify_1 = "
            "hipify::ptx_hi_b64(hipify_pair); } } while (0);");
}

TEST(InlineAsm, MovPacksAndUnpacksHalvesOfItsWidth) {
  EXPECT_EQ(translated("asm(\"mov.b32 %0, {%1, %2};\" : \"=r\"(w) : "
                       "\"h\"(lo), \"h\"(hi));"),
            "do { auto &hipify_0 = (w); auto hipify_1 = (lo); auto hipify_2 = "
            "(hi); hipify_0 = (unsigned int)hipify::ptx_pack_b32(hipify_1, "
            "hipify_2); } while (0);");
  EXPECT_EQ(translated("asm(\"mov.b32 {%0, %1}, %2;\" : \"=h\"(lo), "
                       "\"=h\"(hi) : \"r\"(w));"),
            "do { auto &hipify_0 = (lo); auto &hipify_1 = (hi); auto hipify_2 "
            "= (w); { unsigned int hipify_pair = hipify_2; hipify_0 = "
            "hipify::ptx_lo_b32(hipify_pair); hipify_1 = "
            "hipify::ptx_hi_b32(hipify_pair); } } while (0);");
}

TEST(InlineAsm, LoadsAndStoresAreAccessesOfEachElement) {
  EXPECT_EQ(translated("asm(\"ld.global.nc.v2.u32 {%0, %1}, [%2+16];\" : "
                       "\"=r\"(a), \"=r\"(b) : \"l\"(p));"),
            "do { auto &hipify_0 = (a); auto &hipify_1 = (b); auto hipify_2 = "
            "(p); hipify_0 = ((const unsigned int *)((const char "
            "*)(hipify_2) + 16))[0], hipify_1 = ((const unsigned int "
            "*)((const char *)(hipify_2) + 16))[1]; } while (0);");
  EXPECT_EQ(translated("asm volatile(\"st.global.wt.f64 [%0], %1;\" :: "
                       "\"l\"(p), \"d\"(x));"),
            "do { auto hipify_0 = (p); auto hipify_1 = (x); ((volatile double "
            "*)((char *)(hipify_0)))[0] = (double)hipify_1; } while (0);");
  EXPECT_EQ(translated("asm(\"ld.global.cs.f32 %0, [%1];\" : \"=f\"(v) : "
                       "\"l\"(p));"),
            "do { auto &hipify_0 = (v); auto hipify_1 = (p); hipify_0 = "
            "__builtin_nontemporal_load(((const float *)((const char "
            "*)(hipify_1))) + 0); } while (0);");
}

TEST(InlineAsm, AtomicsAreHipsScopedAtomicsWithPtxsOrderAndScope) {
  EXPECT_EQ(translated("asm(\"atom.global.max.s32 %0, [%1], %2;\" : "
                       "\"=r\"(o) : \"l\"(p), \"r\"(v));"),
            "do { auto &hipify_0 = (o); auto hipify_1 = (p); auto hipify_2 = "
            "(v); hipify_0 = __hip_atomic_fetch_max(((int *)((char "
            "*)(hipify_1))), (int)hipify_2, __ATOMIC_RELAXED, "
            "__HIP_MEMORY_SCOPE_AGENT); } while (0);");
  EXPECT_EQ(translated("asm(\"red.acquire.cluster.or.b64 [%0], %1;\" :: "
                       "\"l\"(p), \"l\"(v));"),
            "do { auto hipify_0 = (p); auto hipify_1 = (v); "
            "(void)__hip_atomic_fetch_or(((unsigned long long *)((char "
            "*)(hipify_0))), (unsigned long long)hipify_1, __ATOMIC_ACQUIRE, "
            "__HIP_MEMORY_SCOPE_AGENT); } while (0);");
  EXPECT_EQ(translated("asm(\"atom.inc.u32 %0, [%1], %2;\" : \"=r\"(o) : "
                       "\"l\"(p), \"r\"(v));"),
            "atom.inc.u32: an atomic operation and type HIP's scoped atomics "
            "do not have");
  EXPECT_EQ(translated("asm(\"red.cas.b32 [%0], %1, %2;\" :: \"l\"(p), "
                       "\"r\"(a), \"r\"(b));"),
            "red.cas.b32: an atomic operation and type HIP's scoped atomics do "
            "not have");
}

TEST(InlineAsm, WarpInstructionsAreCudasIntrinsicsWithTheirWidth) {
  EXPECT_EQ(translated("asm(\"shfl.sync.idx.b32 %0, %1, 0, 0x181f, -1;\" : "
                       "\"=r\"(r) : \"r\"(v));"),
            "do { auto &hipify_0 = (r); auto hipify_1 = (v); hipify_0 = "
            "__shfl_sync(0xffffffffffffffffull, (unsigned int)(hipify_1), "
            "(unsigned int)((0)), 8); } while (0);");
  EXPECT_EQ(translated("asm(\"{ .reg .pred p; match.all.sync.b32 %0|p, %2, "
                       "-1; selp.u32 %1, 1, 0, p; }\" : \"=r\"(r), \"=r\"(a) : "
                       "\"r\"(v));"),
            "do { auto &hipify_0 = (r); auto &hipify_1 = (a); auto hipify_2 = "
            "(v); { bool hipify_ptx_p; { int hipify_pred; hipify_0 = "
            "__match_all_sync(0xffffffffffffffffull, (unsigned int)(hipify_2), "
            "&hipify_pred); hipify_ptx_p = hipify_pred; } hipify_1 = "
            "(hipify_ptx_p) ? (unsigned int)(1) : (unsigned int)(0); } } "
            "while (0);");
  EXPECT_EQ(translated("asm(\"vote.sync.all.pred p, q, %0;\" :: \"r\"(m));"),
            "p: a register not declared here");
  EXPECT_EQ(translated("asm(\"shfl.sync.down.b32 %0, %1, 1, %2, -1;\" : "
                       "\"=r\"(r) : \"r\"(v), \"r\"(c));"),
            "shfl.sync.down.b32: a clamp CUDA's shuffle intrinsics do not make "
            "of a width");
}

TEST(InlineAsm, KeepsWhatGccsAsmMeans) {
  // A float passed as bits to an integer instruction: C++'s conversion would
  // not keep them.
  EXPECT_EQ(translated("asm(\"mov.b32 %0, %1;\" : \"=r\"(u) : \"f\"(x));"),
            "mov.b32: a floating-point operand where the instruction takes "
            "bits or integers, or the reverse (write __float_as_uint...)");
  // An input tied to the output is the output's first value.
  EXPECT_EQ(translated("asm(\"add.u32 %0, %0, %2;\" : \"=r\"(o) : "
                       "\"0\"(i), \"r\"(b));"),
            "do { auto &hipify_0 = (o); auto hipify_1 = (i); auto hipify_2 = "
            "(b); hipify_0 = hipify_1; hipify_0 = "
            "hipify::ptx_add_u32(hipify_0, hipify_2); } while (0);");
  // A register read once for both halves.
  EXPECT_EQ(translated("asm volatile(\"mov.b64 {%0, %1}, %%clock64;\" : "
                       "\"=r\"(lo), \"=r\"(hi));"),
            "do { auto &hipify_0 = (lo); auto &hipify_1 = (hi); { unsigned "
            "long long hipify_pair = (unsigned long long)clock64(); hipify_0 "
            "= hipify::ptx_lo_b64(hipify_pair); hipify_1 = "
            "hipify::ptx_hi_b64(hipify_pair); } } while (0);");
  // A 64-bit match value stays 64-bit.
  EXPECT_EQ(translated("asm(\"match.any.sync.b64 %0, %1, 0xffffffff;\" : "
                       "\"=l\"(m) : \"l\"(v));"),
            "do { auto &hipify_0 = (m); auto hipify_1 = (v); hipify_0 = "
            "__match_any_sync(0xffffffffffffffffull, (unsigned long "
            "long)(hipify_1)); } while (0);");
  // A predicated commit is nothing at all; cp.async's size an "n" operand.
  EXPECT_EQ(translated("asm(\"{ .reg .pred p; setp.ne.b32 p, %2, 0; @p "
                       "cp.async.commit_group; cp.async.cg.shared.global [%0], "
                       "[%1], %3; }\" :: \"r\"(d), \"l\"(s), \"r\"(c), "
                       "\"n\"(16));"),
            "do { auto hipify_0 = (d); auto hipify_1 = (s); auto hipify_2 = "
            "(c); auto hipify_3 = (16); { bool hipify_ptx_p; hipify_ptx_p = "
            "(unsigned int)hipify_2 != (unsigned int)(0); "
            "hipify::ptx_cp_async(hipify::__cvta_shared_to_generic((size_t)"
            "(hipify_0)), (const char *)(hipify_1), hipify_3); } } while "
            "(0);");
  // The ignore-src predicate is not a source size.
  EXPECT_EQ(translated("asm(\"{ .reg .pred p; setp.ne.b32 p, %2, 0; "
                       "cp.async.ca.shared.global [%0], [%1], 16, p; }\" :: "
                       "\"r\"(d), \"l\"(s), \"r\"(c));"),
            "cp.async.ca.shared.global: operands that are not [dst], [src], "
            "4, 8 or 16 and a source size");
}

TEST(InlineAsm, ReadsPastDigitSeparatorsAndReportsOperandsItCannotRead) {
  EXPECT_EQ(translated("asm(\"add.u32 %0, %1, %2;\" : \"=r\"(r) : "
                       "\"r\"(1'000), \"r\"(b));"),
            "(r) = hipify::ptx_add_u32((1'000), (b));");
  EXPECT_EQ(translated("asm(\"add.u32 %0, %1, %2;\" : \"=r\"(r) : "
                       "\"r\"(a // the first\n), \"r\"(b));"),
            "asm: its operands could not be read (a constraint in parts, a "
            "comment or #if among them)");
  EXPECT_EQ(translated("asm(\"mov.u32 %0, 1;\" : \"=\" \"r\"(r));"),
            "asm: its operands could not be read (a constraint in parts, a "
            "comment or #if among them)");
}

TEST(InlineAsm, RefusesWhatTheCatalogDoesNotHaveNamingIt) {
  EXPECT_EQ(translated("asm(\"mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 "
                       "{%0,%1,%2,%3}, {%4,%5}, {%6}, {%7,%8,%9,%10};\" : "
                       "\"=f\"(a), \"=f\"(b), \"=f\"(c), \"=f\"(d) : \"r\"(e), "
                       "\"r\"(f), \"r\"(g), \"f\"(h), \"f\"(i), \"f\"(j), "
                       "\"f\"(k));"),
            "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32: an instruction "
            "the catalog does not have");
  EXPECT_EQ(translated("asm(\"ld.shared.u32 %0, [%1];\" : \"=r\"(v) : "
                       "\"r\"(p));"),
            "ld.shared.u32: the qualifier .shared (an address space or memory "
            "order HIP code has to say itself)");
  EXPECT_EQ(translated("asm(\"mov.u32 %0, %%warpid;\" : \"=r\"(w));"),
            "%warpid: a special register with no exact HIP value");
  EXPECT_EQ(translated("asm(\"addc.u32 %0, %1, %2;\" : \"=r\"(d) : "
                       "\"r\"(a), \"r\"(b));"),
            "addc.u32: a carry flag set by another asm statement (PTX does "
            "not keep it between statements)");
  EXPECT_EQ(translated("asm(\"mov.u32 %0, %1;\" : : \"r\"(a), \"r\"(b));"),
            "mov.u32: a destination that is not an output or a register");
  EXPECT_EQ(translated("asm(\"mov.f32 %0, 0f3F800000;\" : \"=f\"(x));"),
            "0f3F800000: an immediate that is not an integer");
  EXPECT_EQ(translated("asm(PTX \"mov.u32 %0, 1;\" : \"=r\"(x));"),
            "asm: its template is not made of string literals only");
}

TEST(InlineAsm, ALaneMaskKeptIn32BitsIsNamed) {
  llvm::StringRef Code = "asm(\"mov.u32 %0, %%lanemask_lt;\" : \"=r\"(m));";
  auto S = readAsmStatement(Code, 0);
  ASSERT_TRUE(S);
  AsmResult R = translate(Code, *S);
  ASSERT_TRUE(R.Translation);
  EXPECT_EQ(R.Translation->NarrowMasks,
            std::vector<std::string>{"%lanemask_lt"});
  EXPECT_TRUE(R.Translation->UsesHelper);
}

} // namespace
