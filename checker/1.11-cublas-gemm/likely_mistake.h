// Typical wrong GEMMs, simulated on the CPU: when a GPU result is wrong, the checker asks
// which of these it matches and names the mistake. Host code only, so every suspect is
// tested without a GPU (the chapter's host tests, test_reference.cpp).
#pragma once

#include <string>
#include <vector>

#include "checker/harness/capture.h"
#include "checker/harness/diagnosis.h"
#include "reference.h"

namespace lab::gemm_ref {

// What a program reads from A and B, including outside them: the checker surrounds both
// with guard bands holding kOutside, so a read past either end shows in the result.
constexpr float kOutside = 1024.0f;

struct Inputs {
  const std::vector<float>& A;
  const std::vector<float>& B;
  Shape shape;
};

// A cublasSgemm(handle, CUBLAS_OP_N, CUBLAS_OP_N, m, n, k, 1, X, ldx, Y, ldy, 0, C, ldc) as
// cuBLAS executes it (column-major), X and Y each being A or B.
struct ColumnMajorCall {
  int m, n, k;
  bool x_is_a;  // first matrix argument: A (true) or B
  int ldx, ldy, ldc;
  std::string mistake;       // how it is wrong and how to fix it; "" for the right call
  bool valid() const;        // what cuBLAS accepts: ldx >= m, ldy >= k, ldc >= m (all >= 1)
  std::string text() const;  // "cublasSgemm(..., N, M, K, ..., B, N, A, K, ..., C, N)" with names
};

// The calls a student typically writes, correct first.
std::vector<ColumnMajorCall> usual_calls(const Shape& s);

// The mistakes the checker can recognise.
enum class Suspect {
  transposed,       // C written column-major: C[j * M + i]
  k_rounded_down,   // the last partial K tile left out
  unguarded_tiles,  // tile loads without bounds: reads past the edges of A and B
  cublas_call,      // a wrong cublasSgemm argument list (which one: `call`)
};

struct Match {
  Suspect suspect;
  ColumnMajorCall call{};  // for cublas_call
  Diagnosis hint;          // what is wrong and how to fix it
};

// The element at row-major position p of C that each suspect would produce, float64,
// with its magnitude sum |x y|; false when that program does not write position p.
bool simulate(const Inputs& in, Suspect suspect, int tile, const ColumnMajorCall& call, size_t p,
              double& value, double& magnitude);

// The suspects that `got` matches at every one of `positions` (within the FP32 bound).
// `tile`: the tile width of a tiled kernel (tile_width below), 0 when not a tiled kernel;
// `cublas`: whether the function under test calls cuBLAS.
std::vector<Match> recognise(const Inputs& in, const std::vector<float>& got,
                             const std::vector<size_t>& positions, int tile, bool cublas);

// Whether `got` is the right product at lower precision: off by more than the FP32 bound,
// but by at most 2^-9 of sum |a b| everywhere (TF32 or half inputs). None or the hint.
Diagnosis reduced_precision_hint(const std::vector<float>& got, const Expected& e, bool cublas);

// The cause that a tiled kernel's block and its shared tiles do not match: `launch`'s block
// has more threads than its kernel's shared memory (static and dynamic) has room for one
// element of A's tile and one of B's each, as a kernel written for kTile x kTile tiles stores
// them (so a 32 x 32 block on 16 x 16 tiles stores past them). None when there is room, or no
// shared memory. Judged only with a wrong result or a fault, and over the whole run
// (cause_rules.cpp): a kernel of another design may give a thread less than one element.
Diagnosis tile_block_cause(const std::string& function, const KernelLaunch& launch);

// The tile width of a tiled kernel, for recognise(): the side of the two square float tiles its
// shared memory holds, else its block's x size; 0 for a kernel of one-row blocks (not tiled).
int tile_width(const KernelLaunch& launch);

// Why a cublasSgemm call may have launched nothing for this shape: the usual calls cuBLAS
// would reject, with the argument that breaks its rule.
Diagnosis rejected_call_hint(const Shape& s);

}  // namespace lab::gemm_ref
