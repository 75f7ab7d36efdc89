// Chapter 1.11's texts in English: its title and what its checker says, by message id
// (checker/harness/messages.h). messages_zh.cpp has the same ids; a host test checks both ways,
// and that the two texts of an id have the same placeholders. The root meson.build joins this
// part to the lab's catalogue, as lab::messages::chapter_1_11_cublas_gemm::english().
#include <iterator>

#include "checker/harness/messages.h"

namespace lab::messages::chapter_1_11_cublas_gemm {
namespace {

const Entry kEnglish[] = {
    {"gemm.rule.cpu",
     "float32 dot product of length K = {k}: gamma(K) * sum_k |a_ik b_kj|, gamma(K) = K u / (1 - "
     "K u), u = 2^-24, so {bound} * sum_k |a_ik b_kj| (+ the float64 reference's own error)"},
    {"gemm.rule.cublas",
     "compared with cublasSgemm (FP32), both within gamma(K) sum_k |a_ik b_kj| of the exact "
     "product, K = {k}, gamma(K) = K u / (1 - K u), u = 2^-24: {bound} * sum_k |a_ik b_kj| (sum "
     "|a b| from cuBLAS too)"},
    {"gemm.where.thread", " (block ({bx}, {by}), thread ({tx}, {ty}))"},
    {"gemm.element-wrong", "{where}: got {got}, want {want} (tolerance {tolerance})"},
    {"gemm.element-unwritten", "{where}: got never written, want {want} (tolerance {tolerance})"},
    {"gemm-values-wrong", "{wrong} of {checked} checked elements of C are wrong"},
    {"gemm.values.never-written", " ({count} never written)"},
    {"gemm.values.checked-part",
     " (checked: whole rows and columns, {checked} of {total} elements)"},
    {"gemm.values.tolerance", ". Tolerance per element: {rule}."},
    {"gemm.values.more", "... and {count} more"},
    {"gemm.unwritten.head", "{count} elements of C were never written"},
    {"gemm.unwritten.round-up",
     "With x for columns and y for rows: grid = ((N + block.x - 1) / block.x, (M + block.y - 1) / "
     "block.y)."},
    {"gemm.unwritten.bounds",
     "a bounds check rejects threads inside C, or a thread returns before its store (the test is "
     "row < M && col < N)"},
    {"gemm-never-written", "{head}: {grid}, or {bounds}. {round_up}"},
    {"gemm.unwritten.grid-uncovered", "the grid does not cover C"},
    {"gemm.unwritten.grid-mismatch", "the grid ({launch}) does not match C's shape"},
    {"gemm-grid-too-small",
     "{head}: the grid ({launch}) has fewer threads than C has elements, so it does not cover C. "
     "{round_up}"},
    {"gemm-bounds-skip",
     "{head}, although the grid ({launch}) has a thread for every element: {bounds}."},
    {"gemm-nothing-written",
     "C was never written: did the kernel run and store to C? Is the bounds check (row < M && col "
     "< N) rejecting every thread?"},
    {"gemm-edges-wrong",
     "only elements in the last, partial blocks (rows >= {rows} x (M / {rows}) or columns beyond "
     "the last whole block) are wrong: check the bounds at the edges of A, B and C."},
    {"gemm-indices",
     "check the indices: row = blockIdx.y * blockDim.y + threadIdx.y, col = blockIdx.x * "
     "blockDim.x + threadIdx.x, and C[row][col] = sum over k < K of A[row * K + k] * B[k * N + "
     "col]."},
    {"gemm-tiled-causes",
     "the usual causes in a tiled kernel: a missing __syncthreads() between the tile loads and "
     "the multiply-adds (threads read tile entries other threads have not written yet) or after "
     "the multiply-adds (the next loads overwrite a tile still being read); tile loads without "
     "bounds; a K loop that rounds down. `./lab check 1.11 --sanitize` (racecheck) names the "
     "lines of a race."},
    {"cublas-stream-not-set",
     "{function}'s product was computed, but not on the stream it was given: cuBLAS launches "
     "its kernels on the handle's stream, which is the legacy default stream until "
     "cublasSetStream(handle, stream) says otherwise. The caller's non-blocking stream is not "
     "ordered with it, so the product may be read before it is done. Call "
     "cublasSetStream(handle, stream) before cublasSgemm, on every call: the caller's stream may "
     "change between calls."},
    {"gemm-cublas-arguments",
     "check the cublasSgemm arguments against the identity row-major C = A * B <=> column-major "
     "C^T = B^T * A^T: m = N, n = M, k = K, B (ldb = N) first, A (lda = K) second, ldc = N."},
    {"gemm.hint", "hint: {hint}"},
    {"gemm.label.fast",
     "gemm_fast (the optional exercise; until you write it, it calls gemm_tiled)"},
    {"gemm.second-call-wrong",
     "the first call was right, but a second one on the same buffers, with A negated, was not: "
     "{problem}"},
    {"gemm.title", "{function} with {shape}{inputs}: "},
    {"gemm.title.near-one", " (inputs just above 1)"},
    {"gemm.context.running", "running {function}"},
    {"gemm.context.again", "calling {function} again"},
    {"gemm.context.reference", "computing the cuBLAS reference"},
    {"gemm-runs-differ", "{race}{tiled}"},
    {"gemm.runs-differ.tiled",
     " In a tiled kernel: a __syncthreads() is missing between the tile loads and the "
     "multiply-adds, or between the multiply-adds and the next tile loads."},
    {"gemm.guard.c",
     "Threads outside C (row >= M or col >= N) must not store: check both before writing."},
    {"gemm.passed-before", "  (passed before: {shapes})"},
    {"gemm.note.fast-is-tiled",
     "note: gemm_fast launches the same kernel as gemm_tiled, so it is still the fallback: the "
     "optional exercise is not done (nothing is wrong with that). `./lab bench 1.11` shows what a "
     "fast kernel is worth."},
    {"gemm.transposed.cublas",
     "the result is C transposed: cuBLAS wrote the column-major C (element (i, j) at j * M + i). "
     "Row-major C = A * B is column-major C^T = B^T * A^T: call cublasSgemm with m = N, n = M, k "
     "= K, B as the first matrix (ldb = N) and A as the second (lda = K), ldc = N."},
    {"gemm-transposed",
     "C is transposed: the value of C[i][j] is at position j * M + i, so the kernel stored C[col "
     "* M + row] (column-major). Row-major C[i][j] lives at C[i * N + j]: store C[row * N + col]."},
    {"gemm-k-rounded-down",
     "the loop over K tiles rounds down: the result is the sum over k < {whole} only (the whole "
     "tiles of {tile}), the last, partial tile of K = {k} was left out. Loop over (K + TILE - 1) "
     "/ TILE tiles and load 0 past the end of K."},
    {"gemm-unguarded-tiles",
     "the result is what tile loads without bounds checks give: at the edges the {tile} x {tile} "
     "tiles read A and B past their rows and columns (elements of other rows, or past the end of "
     "the arrays). Load 0 outside the matrices: a_tile[ty][tx] = (row < M && k0 + tx < K) ? A[row "
     "* K + k0 + tx] : 0, b_tile[ty][tx] = (k0 + ty < K && col < N) ? B[(k0 + ty) * N + col] : 0."},
    {"gemm-cublas-call", "the result is exactly what {call} computes: {mistake}"},
    {"gemm.call.mistake", "{what} {identity}"},
    {"gemm.call.identity",
     "Row-major C = A * B is column-major C^T = B^T * A^T: m = N, n = M, k = K, B first with ldb "
     "= N (its row length), A second with lda = K, ldc = N."},
    {"gemm.call.swapped", "A and B are swapped in the cublasSgemm call."},
    {"gemm.call.swapped-with-ld",
     "A and B are swapped in the cublasSgemm call (with their leading dimensions)."},
    {"gemm.call.ld-wrong", "the leading dimensions are swapped or wrong (lda and ldb)."},
    {"gemm.call.column-major",
     "it treats the row-major A, B and C as column-major matrices (leading dimension = number of "
     "rows), which computes a different product."},
    {"gemm.call.row-major-ld",
     "the row-major leading dimensions with the column-major m and n: cuBLAS reads every matrix "
     "as column-major, the leading dimension being the distance between columns."},
    {"gemm-reduced-precision",
     "C is close to A * B (error up to {worst} x sum |a b|) but further off than float32 rounding "
     "allows ({bound} x sum |a b|): the products were computed at reduced precision. {advice}"},
    {"gemm.reduced.cublas",
     "cuBLAS uses TF32 tensor cores (10-bit mantissa) when asked to: leave the handle's default "
     "math mode (no cublasSetMathMode(handle, CUBLAS_TF32_TENSOR_OP_MATH), no "
     "CUBLAS_COMPUTE_32F_FAST_TF32, and NVIDIA_TF32_OVERRIDE unset)."},
    {"gemm.reduced.kernel",
     "Keep every value and the sum in float (no __half, no TF32 conversion)."},
    {"gemm-cublas-rejected",
     "cublasSgemm most likely refused its arguments (look for the `cublas error` line with "
     "CUBLAS_STATUS_INVALID_VALUE above). cuBLAS sees every matrix as column-major and requires "
     "each leading dimension to be at least the number of rows of its matrix: ld of the first "
     "matrix >= m, of the second >= k, ldc >= m.{rejected}"},
    {"gemm.rejected-call", "For this shape cuBLAS rejects {call}, where {mistake}"},
    {"tile-block-mismatch",
     "the block and the shared tiles do not match: {function} launched blocks of {bx} x {by} = "
     "{threads} threads, but its kernel has {bytes} bytes of shared memory{tiles}, fewer than one "
     "element of A's tile and one of B's for each thread. A kernel written for kTile x kTile "
     "tiles, each thread loading one element of each, is launched with blocks of exactly kTile x "
     "kTile threads (dim3 block(kTile, kTile)): threads beyond the tile store past it, into the "
     "other tile or outside shared memory (an illegal address), and C comes out wrong or the "
     "kernel faults."},
    {"gemm.two-tiles", " (two {tile} x {tile} float tiles)"},
    // The chapter's performance target (`./lab bench`, `./lab list`, `lab grade`).
    {"gemm.target", "gemm_fast >= 88 % of cuBLAS at 4096^3"},
    // A ceiling of the chapter's benchmark rows (`./lab bench`, `./lab list`).
    {"gemm.ceiling", "cuBLAS"},
    // The chapter's benchmark program's notes under its table (bench_gemm.cpp).
    {"gemm.bench.ceiling",
     "% of ceiling = % of cublasSgemm (FP32) at the same size, measured in this run"},
};

}  // namespace

Catalogue english() { return {kEnglish, std::size(kEnglish)}; }

}  // namespace lab::messages::chapter_1_11_cublas_gemm
