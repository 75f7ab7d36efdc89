// The reader's language moved to common/ (common/language.h), with the students' library that
// needs it for its CUDA error advice; this header stays for the files that still include it.
#pragma once

#include "common/language.h"
