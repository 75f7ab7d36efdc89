// 1.11's cause rules (checker/harness/cause_rules.h), in the order their causes are shown. A
// block with more threads than its shared tiles have elements breaks every shape but the
// smallest: a test of the same function with whole tiles, or of the course's shape, that
// passed rules the mismatch out (the kernel's design gives a thread less than one element,
// and the error is elsewhere).
#include "checker/harness/cause_rules.h"

LAB_CAUSE_RULES(
    "1.11-cublas-gemm",
    {"tile-block-mismatch",
     lab::ruled_out_by({lab::passed("gemm_naive: whole tiles"),
                        lab::passed("gemm_naive: the course's 2000 x 3000 x 500")})
         .only_for("gemm_naive:")},
    {"tile-block-mismatch",
     lab::ruled_out_by({lab::passed("gemm_tiled: whole tiles"),
                        lab::passed("gemm_tiled: the course's 2000 x 3000 x 500")})
         .only_for("gemm_tiled:")},
    {"tile-block-mismatch",
     lab::ruled_out_by({lab::passed("gemm_fast (optional): whole tiles"),
                        lab::passed("gemm_fast (optional): the course's 2000 x 3000 x 500")})
         .only_for("gemm_fast (optional):")});
