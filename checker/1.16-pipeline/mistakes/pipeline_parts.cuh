// The correct parts (../pipeline_parts.h) as pipeline.h's Pipeline, from which each variant of
// mistakes/ and correct/ assembles its own: a variant changes one part, or the loop.
#pragma once

#include "checker/1.16-pipeline/pipeline_parts.h"

struct Pipeline : parts::State {
  using parts::State::State;
};

namespace parts {

inline Pipeline* create(int width, int height, int depth, int compute_streams,
                        unsigned flags = cudaStreamNonBlocking) {
  return new Pipeline(width, height, depth, compute_streams, flags);
}

inline void destroy(Pipeline* p) { delete p; }  // ~State waits for the streams first

}  // namespace parts

// pipeline_create and pipeline_destroy as the solution has them: a variant that changes only
// pipeline_run defines LAB_PARTS_LIFETIME before including this file.
#ifdef LAB_PARTS_LIFETIME
Pipeline* pipeline_create(int width, int height, int depth) {
  return parts::create(width, height, depth, 1);
}
void pipeline_destroy(Pipeline* p) { parts::destroy(p); }
#endif
