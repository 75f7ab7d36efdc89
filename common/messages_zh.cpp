// common/ 的中文消息：CUDA 错误检查给出的建议，与 messages_en.cpp 的消息 id 一一对应
// （common/messages.h）。
#include <iterator>

#include "common/messages.h"

namespace lab::messages {
namespace {

const Entry kChinese[] = {
    {"cuda.invalid-value", "有参数超出范围：大小、空指针或错误的指针，或者拷贝方向。"},
    {"cuda.out-of-memory", "GPU 显存不足：释放不再需要的缓冲区，或者改用更小的规模。"},
    {"cuda.no-kernel-image",
     "这个程序没有适用于这块 GPU 的机器码：用 -Dgpu_arch=native 重新构建，或者把这块 GPU "
     "的计算能力加进 gpu_arch（./lab doctor 会显示它）。"},
    {"cuda.invalid-device-function",
     "这个核函数不能在这块 GPU 上运行（是为别的架构构建的？）：用 -Dgpu_arch=native 重新构建。"},
    {"cuda.out-of-resources",
     "线程块要的寄存器或线程数超过了一个多处理器所能提供的：换一个更小的线程块。"},
    {"cuda.illegal-address",
     "核函数读写了不属于它的内存（索引越过了末尾？漏了边界检查？用了主机指针？）。这个上下文现在已"
     "经不能再用了：在 compute-sanitizer 下运行程序，就能看到出错的核函数、行号、线程块和线程。"},
    {"cuda.misaligned-address",
     "核函数访问内存的地址没有按访问大小对齐（例如从不是 16 字节倍数的地址加载 float4）。"},
    {"cuda.launch-failure",
     "核函数在运行中崩溃了（非法内存访问或 trap）：在 compute-sanitizer 下运行它。"},
    {"cuda.assert", "核函数中的一个 assert() 失败了：它的消息打印在上面。"},
    {"cuda.launch-timeout", "核函数运行太久，被终止了（死循环？）。"},
    {"cuda.no-device", "这个进程看不到任何 CUDA GPU：检查 nvidia-smi 和 CUDA_VISIBLE_DEVICES。"},
    {"cuda.insufficient-driver",
     "NVIDIA 驱动没有安装，或者比这个 CUDA 运行时旧：安装或更新驱动（nvidia-smi "
     "会显示它的版本），或者用更旧的 CUDA Toolkit 构建。"},
    {"cuda.invalid-handle", "流、事件或图从未创建过，或者已经被销毁。"},
    {"cuda.not-while-capturing",
     "流正在被录制（捕获）时不允许这个操作：启动函数只能把工作排入它自己的流（里面不能有 "
     "cudaDeviceSynchronize、cudaMalloc、cudaMemcpy 或默认流上的工作）。"},
    {"cuda.launch-rejected",
     "启动配置被拒绝了：网格或线程块的某一维为 0、一个线程块超过 1024 "
     "个线程，或者申请的共享内存太多。如果 n < 线程块大小，n / block 就是 0：用 (n + block - 1) / "
     "block 把网格向上取整。"},
};

}  // namespace

Catalogue common_chinese() { return {kChinese, std::size(kChinese)}; }

}  // namespace lab::messages
