// For clangd only (.clangd puts this folder on its include path). CUDA 13 no longer ships
// this header, but clang's CUDA wrapper still includes it, and without it clangd stops
// parsing the wrapper and reports false errors. The lab uses no texture references.
#pragma once
