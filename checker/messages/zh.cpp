// 中文消息目录中 lab 命令和检查器框架的部分：与 en.cpp 的消息 id 一一对应、分节相同
// （checker/harness/messages.h；common/ 和各章的消息在各自的代码旁边）。
// 术语沿用课程的说法：线程束、共享内存、页锁定内存、流、事件、核函数。代码、标识符和命令保持英文。
#include <iterator>

#include "checker/harness/messages.h"

namespace lab::messages {
namespace {

const Entry kChinese[] = {
    // ---- the lab command (checker/cli)
    {"cli.help.main", R"txt(用法：./lab <命令> [章节] [选项]

  list                 列出每一章、它的状态和上次检查的时间
  check [chapter]      编译你为该章写的文件，并运行它的检查器
  run <chapter> [args] 编译并运行该章的演示程序
  bench <chapter>      你的核函数与参考实现的速度对比，以实测上限为基准
  hint [chapter]       该章的下一条提示（--all：已显示过的全部提示）
  watch [chapter]      每次保存后重新检查
  doctor               这台机器准备好了吗？（CUDA、GPU、工具），附修复方法
  reset <chapter>      恢复该章的骨架代码（先询问，并保留备份）
  selftest             实验室的自检：每个检查器的判定是否依然正确？
  grade <folder>       教师用：在沙箱中为全班的提交评分
  grade-merge <dir>... 教师用：合并分片评分的输出

章节可以用编号、名称或两者来指定：1.6、vector-add 或 1.6-vector-add。
不指定章节时，check、hint 和 watch 取第一个尚未通过的章节。
退出码：0 通过，1 失败，77 没有可用的 GPU（附原因），2 用法错误。
`./lab <命令> --help` 给出详细说明。仅在终端上使用颜色，设置了 NO_COLOR 时从不使用。
)txt"},
    {"cli.help.list", R"txt(用法：./lab list

按课程顺序列出每一章的状态（passed 已通过、failing 未通过、not attempted 未尝试、
no GPU 没有 GPU、coming 即将推出）和上次检查的时间，最后是总体进度。
)txt"},
    {"cli.help.check", R"txt(用法：./lab check [chapter] [options]

编译你的文件 chapters/<chapter>/<name>.cu（只编译需要的部分），并运行该章的检查器：
用新的随机输入，与 CPU 参考实现比较。每项测试输出 PASS 或 FAIL，失败时附诊断。
编译错误会在 file:line 处显示编译器的信息。
没有 GPU 时仍会编译你的文件，然后以 77 退出，并说明为什么无法运行它。

  --solution      检查参考答案，而不是你的文件
  --sanitize      同时在 compute-sanitizer 下运行（memcheck；该章使用共享内存时
                  还有 racecheck 和 synccheck），并解释第一份报告
  --seed N        重放之前某次运行的输入（每次运行都会打印它的种子）
  --timeout S     S 秒后停止挂起的核函数（默认 30；使用 --sanitize 时为 300）
  --verbose       同时打印检查器的原始输出

某项测试中的崩溃、exit() 或粘滞 CUDA 错误不会掩盖其他测试：它们会在新的进程中
重新运行。退出码：0 通过，1 失败，77 没有可用的 GPU，2 用法错误。
)txt"},
    {"cli.help.run", R"txt(用法：./lab run <chapter> [--solution] [args...]

用你的文件编译并运行该章的演示程序（chapters/<chapter>/main.cpp）；章节之后的参数
传给演示程序（"--" 之后的参数原样传递）。
  --solution      用参考答案运行演示程序
退出码即演示程序的退出码。
)txt"},
    {"cli.help.bench",
     R"txt(用法：./lab bench <chapter> [--verbose] | ./lab bench <chapter> --solution [args...]

先检查你的文件（未通过检查器的核函数不计时），然后与参考答案一起计时：中位时间
（CUDA 事件、预热、多次运行取中位数）、速率、占上限的百分比（上限在同一次运行中、
在这块 GPU 上实测：设备到设备的拷贝带宽，或 cuBLAS），以及你的用时是参考用时的
多少倍；然后是该章的目标和你的最好成绩（./lab list 也会显示）。
  --verbose       同时打印两个基准程序自己的表格
  --solution      改为显示该章的完整表格：参考答案及其各个变体
                  （章节之后的参数传给该程序）
退出码：0 已计时，1 未通过检查器或无法计时，77 没有可用的 GPU。
)txt"},
    {"cli.help.hint", R"txt(用法：./lab hint [chapter] [--all]

显示该章提示阶梯中的下一条提示，从轻轻一点到几乎就是答案，并记住你看到了哪一条
（保存在 .lab/ 中）。
  --all           显示到目前为止已显示过的全部提示，不显示新的提示
)txt"},
    {"cli.help.watch", R"txt(用法：./lab watch [chapter] [options]

检查该章，之后每当它的某个源文件被保存就再检查一次。在支持的地方使用文件变更通知，
同时也轮询文件，所以在 WSL 的 Windows 驱动器和网络驱动器上同样可用。按 Ctrl-C 停止。
  --poll          只轮询（不使用通知）
  --interval S    轮询间隔，单位为秒（默认 1）
  --seed N, --timeout S, --solution, --sanitize   与 check 相同
)txt"},
    {"cli.help.doctor", R"txt(用法：./lab doctor

检查这台机器：nvcc 以及 CUDA 运行时和驱动的版本，GPU 及其计算能力，构建的 gpu_arch
是否覆盖它（否则会出现 "no kernel image is available"），Meson、Ninja 和 Catch2 的版本，
以及 compute-sanitizer。每个问题都附有修复它的命令。
退出码：0 一切正常，1 有需要修复的问题，77 除了没有可用的 GPU 之外一切正常。
)txt"},
    {"cli.help.reset", R"txt(用法：./lab reset <chapter> [--yes]

询问之后，用该章的骨架代码替换你的文件。替换前你的文件会先保存到
.lab/backups/<chapter>/ 中。实验室是 git 检出时，骨架来自 git；否则来自实验室首次
运行时保存在 .lab/pristine/ 中的副本。
  --yes           不询问
)txt"},
    {"cli.help.selftest",
     R"txt(用法：./lab selftest [--seeds N] [--mistake-runs K] [--parallel P] [--contended]
                      [--chapters LIST] [--timeout S]

实验室的自检，供教师使用：编译各章的所有检查器，每次并行运行 P 个：每章的参考答案
跑 N 个种子（必须通过）；原始骨架和 checker/<chapter>/mistakes/ 中每个已知错误的变体
（必须被拒绝，且给出其 expect-diagnosis 行所写的诊断）；checker/<chapter>/correct/ 中
每个正确的变体（必须通过）。每章输出一张表，然后对每个意外结果给出重放它的命令和
它输出的末尾。
  --seeds N       每个参考答案的种子数（默认 3）
  --mistake-runs K  每个已知错误的变体运行的次数，每次用不同的种子（默认 1）：
                  每一次的诊断都必须指出它的错因
  --parallel P    同时运行的检查器数（默认 4）
  --contended     全程同时在另一个进程中运行 GPU 负载 lab-gpu-load
  --chapters LIST 只测这些章节，例如 1.6,1.8（默认：所有已就绪的章节）
  --timeout S     每个检查器每个测试用例的时限（默认 120）
你改动过的文件不是骨架：它那一行显示 "skipped"。退出码：0 一切符合预期，1 有意外
结果（或 GPU 负载中途退出），77 没有可用的 GPU，2 用法错误。
)txt"},
    {"cli.help.grade", R"txt(用法：./lab grade SUBMISSIONS --out DIR [options]
      ./lab grade --demo-class N DIR

供教师使用（docs/instructors.md）。逐章为 SUBMISSIONS 中的每份提交评分（每个学生一项：
一个文件夹、一个 git 仓库、一个 .zip 或 .tar.gz）：只计入每章自己的 .cu，与实验室的
检查器一起编译，并在 bubblewrap 沙箱中检查（无网络、无参考答案、看不到其他学生的文件）。
在 DIR 中写入 journal.jsonl（可续跑：中断后再次运行同一命令）、grades.csv、
grades.json、junit.xml、gradescope/<student>/results.json 和 report.html。
  --chapters LIST   只评这些章节，例如 1.6,1.8（默认：所有已就绪的章节）
  --jobs N          一块 GPU 上同时运行的检查器数（默认 1）
  --gpus LIST       把任务分配到这些 GPU 上（CUDA_VISIBLE_DEVICES），例如 0,1
  --shard I/N       从第 I 份起，每 N 份提交评一份（Slurm 作业数组；
                    需要 --seed）；./lab grade-merge 合并各个分片
  --timeout S       每个测试用例的时限（默认 60）
  --seed N          全班的种子，每个（学生，章节）的种子都由它派生
  --ref REF         git 提交所用的 commit（默认 HEAD）
  --memory GIB      每个任务的内存，在机器允许时通过 cgroup 限制（默认 8）
  --no-bench        跳过选做的加速练习的基准测试
  --no-sandbox      不使用沙箱运行提交（会记录在报告中）
  --demo-class N    在 DIR 中生成一个有 N 个学生（以及 6 份有问题的提交）的虚拟班级，
                    用于试运行
退出码：0 已评分，1 有内容无法评分，77 没有可用的 GPU，130 被中断，2 用法错误。
)txt"},
    {"cli.help.grade-merge", R"txt(用法：./lab grade-merge SHARD_DIR... --out DIR

把分片运行的 `./lab grade --shard I/N`（相同的 --seed）的日志合并为 DIR 中的一套输出，
与一次不分片的运行所写的相同。
)txt"},
    {"cli.dispatch.unknown-command", "lab：未知命令 \"{verb}\"。{suggestion}"},
    {"cli.dispatch.did-you-mean", "你是想输入 \"{verb}\" 吗？"},
    {"cli.dispatch.usage-error", R"txt(lab {verb}：{error}
（./lab {verb} --help 显示用法）
)txt"},
    {"cli.options.needs-value", "{option} 需要一个值"},
    {"cli.options.unknown", "未知选项 {option}"},
    {"cli.options.unexpected", "多余的参数 \"{argument}\""},
    {"cli.options.seconds", "{option} 需要一个大于 0 的秒数，而不是 \"{text}\""},
    {"cli.chapter.name-one", "请指定一个章节，例如：1.6 或 vector-add"},
    {"cli.chapter.none-ready", "还没有已就绪的章节"},
    {"cli.chapter.not-written", "章节 {chapter} 还没有写好（即将推出）。已就绪：{ready}。"},
    {"cli.chapter.unknown", "未知章节 \"{name}\"。"},
    {"cli.chapter.did-you-mean", "你是想输入 {id}（{slug}）吗？"},
    {"cli.chapter.all", "章节：{chapters}"},
    {"cli.chapter.how-to-name", "（用编号、名称或两者来指定：1.8、reduce-sum 或 1.8-reduce-sum）"},
    {"cli.no-gpu.title", "运行 CUDA 核函数需要 NVIDIA GPU，而这里没有可用的 GPU："},
    {"cli.no-gpu.doctor", "（./lab doctor 会检查这台机器）"},
    {"cli.list.coming", "即将推出"},
    {"cli.list.not-attempted", "未尝试"},
    {"cli.list.passed", "已通过"},
    {"cli.list.no-gpu", "无 GPU"},
    {"cli.list.failing", "未通过"},
    {"cli.list.tests", "测试 {passed}/{total}"},
    {"cli.progress.passed", "已通过 {passed}/{total} 章。"},
    {"cli.list.next", "下一步：./lab check {id}"},
    {"cli.build.checker-for", "第 {id} 章的检查器"},
    {"cli.check.hint-all", "卡住了？./lab hint {id} --all 会再次显示全部 {total} 条提示。"},
    {"cli.check.hint-next", "卡住了？./lab hint {id} 会显示第 {next} 条提示（共 {total} 条）。"},
    {"cli.check.next", "下一步：./lab check {id}（{slug}）"},
    {"cli.check.note-no-gpu", "能编译；未运行（没有 GPU）"},
    {"cli.check.note-no-compile", "无法编译"},
    {"cli.check.gpu", "GPU：{gpu}，种子 {seed}"},
    {"cli.check.gpu-description", "{name}（计算能力 {capability}，{sms} 个 SM）"},
    {"cli.check.raw-output", "--- 检查器自身的输出 ---"},
    {"cli.check.all-passed", "全部 {total} 项测试通过"},
    {"cli.check.passed-tag", "通过："},
    {"cli.check.passed", "全部 {total} 项测试。"},
    {"cli.check.passed-sanitized", "全部 {total} 项测试，compute-sanitizer 也没有发现问题。"},
    {"cli.check.chapter-done", "第 {id} 章完成。{next}"},
    {"cli.check.sanitizer-found", "{counts}；compute-sanitizer {tool} 发现了错误"},
    {"cli.check.failed-tag", "未通过："},
    {"cli.check.failed", "{counts}。"},
    {"cli.check.replay", "用完全相同的输入重放：./lab check {check} --seed {seed}"},
    {"cli.check.sanitize-advice",
     "是非法内存访问吗？./lab check {id} --sanitize 会指出核函数、file:line 和线程。"},
    {"cli.check.of-solution", "（参考答案）"},
    {"cli.check.running", "正在运行检查器 ..."},
    {"cli.check.running-sanitized", "正在 compute-sanitizer 下运行检查器 ..."},
    {"cli.check.no-sanitizer", "没有安装 compute-sanitizer。安装方法："},
    {"cli.check.sanitizer-cannot-run", "compute-sanitizer 无法在这台机器上运行："},
    {"cli.test.pass", "通过"},
    {"cli.test.fail", "失败"},
    {"cli.test.crash", "崩溃"},
    {"cli.test.hang", "挂起"},
    {"cli.test.exited", "已退出"},
    {"cli.test.not-run", "未运行"},
    {"cli.test.ran-alone", "（在新进程中单独运行）"},
    {"cli.test.more-diagnosis", "...（--verbose 显示其余部分）"},
    {"cli.test.checker-process", "检查器进程本身："},
    {"cli.test.printed", "被测代码有输出（启动函数及其核函数不得打印）："},
    {"cli.test.more-lines", "... 还有 {count} 行"},
    {"cli.counts.passed", "{total} 项测试中 {passed} 项通过"},
    {"cli.counts.failed", "{count} 项失败"},
    {"cli.counts.crashed", "{count} 项崩溃"},
    {"cli.counts.hung", "{count} 项挂起"},
    {"cli.counts.ended", "{count} 项结束了进程"},
    {"cli.counts.not-run", "{count} 项未运行"},
    {"cli.counts.separator", "，"},
    {"cli.counts.with-details", "{counts}（{details}）"},
    {"cli.checker.stopped", "检查器没有运行完，已被停止。"},
    {"cli.checker.no-report", "检查器没有写出报告（{how}）。"},
    {"cli.checker.ended-early", "检查器在写出最后一行报告之前就结束了。"},
    {"cli.process.killed-by", "被 {signal} 终止"},
    {"cli.process.exit-code", "退出码 {code}"},
    {"cli.hint.title", "提示 {number}/{total}：{title}"},
    {"cli.hint.none", "章节 {chapter} 还没有提示（{file}）。"},
    {"cli.hint.chapter", "章节 {chapter}"},
    {"cli.hint.none-revealed",
     "还没有显示过提示：./lab hint {id} 会显示第 1 条（共 {total} 条）。"},
    {"cli.hint.next",
     "试过之后还是卡住？./lab hint {id} 会显示第 {next} 条提示（共 {total} 条）。"},
    {"cli.hint.last", "这是最后一条提示。./lab hint {id} --all 会再次显示全部提示。"},
    {"cli.reset.no-pristine",
     R"txt(没有找到 {file} 的原始副本：git 中没有，实验室也没有保存过（实验室首次运行时，
会从仍带有 TODO({id}) 标记的文件保存一份）。请从课程仓库获取该文件。
)txt"},
    {"cli.reset.already", "{file} 已经是原始骨架：无需操作。"},
    {"cli.reset.question", R"txt(用来自 {origin} 的骨架替换 {file} 吗？
你的文件会保存为 {backup}。)txt"},
    {"cli.reset.nothing-changed", "没有任何改动。"},
    {"cli.reset.done-tag", "已重置："},
    {"cli.reset.done", "{file} 又是骨架了（来自 {origin}）。"},
    {"cli.reset.your-version", "你的版本：{backup}"},
    {"cli.reset.from-git", "git（已提交的版本，HEAD）"},
    {"cli.reset.from-copy", "实验室首次运行时保存的副本（{when}）"},
    {"cli.cannot-start", "无法启动 {program}：{error}"},
    {"cli.cannot-write", "无法写入 {file}"},
    {"cli.build.demo-for", "第 {id} 章的演示程序"},
    {"cli.watch.watching", "正在监视 {folder}/（{how}）；保存文件即重新检查，按 Ctrl-C 停止"},
    {"cli.watch.notifications", "通知 + 轮询"},
    {"cli.watch.polling", "轮询"},
    {"cli.watch.changed", "{clock}  {file} 已更改"},
    {"chapter.1.2.title", "内存：cudaMalloc、拷贝、页锁定内存与生命周期"},
    {"chapter.1.3.title", "流与事件：分出并汇合第二个流"},
    {"chapter.1.5.title", "线程布局：二维和三维的 dim3、限定符、设备限制"},
    {"chapter.1.6.title", "向量加法：你的第一个核函数、启动与错误"},
    {"chapter.1.7.title", "共享内存：静态、动态、线程块级缓存"},
    {"chapter.1.8.title", "归约求和：共享内存中的树形归约与 atomicAdd"},
    {"chapter.1.9.title", "原子操作：用 atomicAdd 构建动态数组"},
    {"chapter.1.10.title", "仿射变换：letterbox 与双线性插值"},
    {"chapter.1.11.title", "GEMM：你自己的核函数与 cublasSgemm"},
    {"chapter.1.12.title", "YOLOv5 后处理：解码与 NMS"},
    {"chapter.1.14.title", "错误：启动错误、执行错误与粘滞错误"},
    {"cli.build.whole-output", "（完整的构建输出：{log}）"},
    {"cli.build.ok", "成功"},
    {"cli.build.failed", "失败"},
    {"cli.bench.checking-first", "先检查你的文件 ..."},
    {"cli.bench.not-timed", R"txt(  未计时：未通过检查器的核函数，速度没有测量的意义。
  ./lab check {id} 会显示哪里有错。
)txt"},
    {"cli.bench.own-output-yours", "--- 你的文件的基准程序自身的输出 ---"},
    {"cli.bench.own-output-reference", "--- 参考答案的基准程序自身的输出 ---"},
    {"cli.bench.not-timed-yours", "你的文件无法计时："},
    {"cli.bench.not-timed-reference", "参考答案无法计时："},
    {"cli.bench.best", "你目前的最好成绩：{best}"},
    {"cli.bench.best-and-now", "你目前的最好成绩：{best}；本次：{now}"},
    {"cli.bench.no-build", "基准程序无法编译"},
    {"cli.bench.rest-without-solution", "\"{argument}\"：只有配合 --solution 才能给基准程序传参数"},
    {"cli.bench.heading", "：你的文件与参考答案对比"},
    {"cli.bench.compiling", "正在编译 {file} 和基准程序 ..."},
    {"cli.bench.timing", "正在为你的文件计时，然后是参考答案（种子 {seed}）..."},
    {"cli.bench.gpu", "GPU：{gpu}"},
    {"cli.bench.timing-once", "为你的核函数计时一次 ..."},
    {"cli.bench.timing-once-building", "为你的核函数计时一次（先编译基准程序）..."},
    {"cli.bench.not-measured", "未测量：{why}"},
    {"cli.bench.does-not-build", "基准程序无法编译（./lab bench {id} 会说明原因）"},
    {"cli.bench.no-headline", "没有主结果行"},
    {"cli.bench.stopped", "它没有按时完成，已被停止"},
    {"cli.bench.killed-by", "它被 {signal} 终止"},
    {"cli.bench.interrupted", "已中断"},
    {"cli.no-usable-gpu", "没有可用的 GPU：{reason}"},
    {"gpu.required-missing", "没有可用的 GPU：{reason}；设置了 LAB_REQUIRE_GPU=1，因此判为失败"},
    {"cli.bench.ended-early", "基准程序在写完全部结果之前就结束了（{how}）"},
    {"cli.bench.benchmark-stopped", "基准程序停止了：{text}"},
    {"cli.bench.failed-after-results", "基准程序写出了结果，但运行失败（{how}）"},
    {"cli.speed.each-size", "按每种规模分别测量"},
    {"cli.speed.of-ceiling", "达到 {ceiling} 的 {percent}"},
    {"cli.speed.reference", "（参考答案 {figure}）"},
    {"cli.speed.note", "你的 {name}：规模 {size} 时 {figure}{reference}；详见 ./lab bench {id}"},
    {"cli.speed.headings", "核函数|规模|你的 ms|你的速率|占上限 %|参考 ms|占上限 %|你的用时"},
    {"cli.speed.time-note",
     "你的用时：你的中位时间是参考答案的多少倍（1.00 x 一样快，2.00 x 慢一倍）。"},
    {"cli.speed.ceiling-note",
     "上限（{ceiling}）在每次运行中实测：你的运行中为 {yours}，参考答案的运行中为 {reference}。"},
    {"cli.speed.target-met", "已达成目标：{target}"},
    {"cli.speed.target-not-met", "尚未达成目标：{target}"},
    {"cli.speed.best", "最好成绩：{best}"},
    {"cli.speed.separator", "；"},
    {"cli.doctor.heading", "lab doctor：这台机器可以运行 cuda-lab 了吗？"},
    {"cli.doctor.runtime", "CUDA 运行时 {version}"},
    {"cli.doctor.driver", "{runtime}；驱动支持到 CUDA {version}"},
    {"cli.doctor.gpu", "GPU 0：{name}，计算能力 {capability}，{gib} GiB"},
    {"cli.doctor.visible-devices",
     "unset CUDA_VISIBLE_DEVICES（它的值是 \"{value}\"，会隐藏 GPU）"},
    {"cli.doctor.rebuild",
     "meson setup --reconfigure {folder} -Dgpu_arch={capability}   （或 -Dgpu_arch=native）"},
    {"cli.doctor.arch-unchecked", "gpu_arch = {arch}（只有存在 GPU 时才会与它核对）"},
    {"cli.doctor.arch-native",
     "gpu_arch = native：为配置构建时存在的 GPU 编译（没有 GPU 时用 nvcc "
     "的默认值）；没有找到用来核实它的 cuobjdump"},
    {"cli.doctor.arch-native-fix", "如果检查失败并报 \"no kernel image is available\"：{rebuild}"},
    {"cli.doctor.nothing-found", "什么也没找到"},
    {"cli.doctor.code-in", "{from} 中的代码：{architectures}"},
    {"cli.doctor.covers", "{code}，覆盖计算能力 {capability}"},
    {"cli.doctor.ptx-only",
     "{code}：对计算能力 {capability} 只有 PTX（可以运行；驱动会在每次首次启动时编译它）"},
    {"cli.doctor.no-code",
     "{code}：没有计算能力 {capability} 的代码，所以每次启动都会失败并报 \"no kernel image is "
     "available\""},
    {"cli.doctor.no-sanitizer", "没有找到 compute-sanitizer（只有 ./lab check --sanitize 需要它）"},
    {"cli.doctor.ok", "正常"},
    {"cli.doctor.note", "注意"},
    {"cli.doctor.problem", "问题"},
    {"cli.doctor.no-gpu", "无 GPU"},
    {"cli.doctor.fix", "修复"},
    {"cli.doctor.problems", "有需要修复的问题：见上面的“修复”。"},
    {"cli.doctor.ready-but-no-gpu", "可以编译并运行主机端测试；检查各章需要 NVIDIA GPU。"},
    {"cli.doctor.all-good", "一切正常。"},
    {"cli.sanitizer.install",
     "sudo apt install {package}   （CUDA Toolkit 的 compute-sanitizer，来自 NVIDIA 的 CUDA "
     "软件源；用 runfile 安装程序时，选择其 Sanitizer 组件）"},
    {"cli.sanitizer.invalid-global",
     "某个线程读写了所有分配之外的全局内存：下标越过了数组末尾。检查边界判断（if (i < "
     "n)）和下标公式；\"at\" 之后那一行是这次访问，线程号和线程块号告诉你它用了哪个下标。"},
    {"cli.sanitizer.invalid-shared",
     "某个线程访问 __shared__ "
     "数组时下标超出了它的大小。把下标与数组的大小（静态数组）或作为第三个启动参数传入的字节数（ext"
     "ern __shared__）比较。"},
    {"cli.sanitizer.invalid-local",
     "某个线程越界访问了局部（每线程）数组或它的栈：检查核函数内部声明的数组的下标。"},
    {"cli.sanitizer.misaligned",
     "访问的地址不是访问大小的整数倍，例如从只按 float 对齐的指针做 float4 "
     "加载：做向量加载之前先检查对齐。"},
    {"cli.sanitizer.race",
     "两个线程使用了共享内存的同一位置，中间没有屏障（一个写，另一个读或写）。在写的阶段和读的阶段"
     "之间、在一次读和下一次覆盖写之间放上 __syncthreads()。"},
    {"cli.sanitizer.hazard",
     "两个线程使用了共享内存的同一位置，中间没有屏障。在写入和依赖这些写入的读取之间放上 "
     "__syncthreads()。"},
    {"cli.sanitizer.barrier",
     "只有线程块中的部分线程到达了 __syncthreads()：它位于一个 if "
     "之内，或位于各线程迭代次数不同的循环之内。把屏障移到线程块中每个线程都能到达的地方。"},
    {"cli.sanitizer.divergent-barrier",
     "只有线程束中的部分线程到达了 "
     "__syncthreads()：把屏障移出分支，让线程块中的每个线程都能到达它。"},
    {"cli.sanitizer.uninitialized",
     "某个线程读取了从未被写入的内存：检查每个元素在被读取之前都已写入。"},
    {"cli.sanitizer.other",
     "第一行说明了问题；\"at\" 之后那一行给出核函数和 file:line，\"by thread\" "
     "给出出错的线程和线程块。"},
    {"cli.sanitizer.errors", "{count} 个错误"},
    {"cli.sanitizer.no-errors", "没有错误"},
    {"cli.sanitizer.first-report", "compute-sanitizer {tool} 的第一份报告："},
    {"cli.sanitizer.meaning", "含义：{meaning}"},
    {"cli.build.progress", "正在编译{what}（第 {done} 步，共 {total} 步）"},
    {"cli.build.undefined-reference",
     "链接器找不到本章头文件中声明的某个函数：你的文件必须以完全相同的名称和参数类型定义其中的每一"
     "个（不要重命名，也不要改动参数）。"},
    {"cli.build.no-ninja",
     "无法运行 ninja：请安装它（sudo apt install ninja-build 或 pip install ninja）"},
    {"cli.build.compiling", "正在编译 {file} ..."},
    {"cli.build.linking", "正在把 {file} 链接进{what} ..."},
    {"cli.build.more-lines", "...（还有 {count} 行）"},
    {"cli.build.header-declares", "头文件的声明（{file}:{line}）："},
    {"cli.build.file-defines", "你的文件的定义（{file}:{line}）："},
    {"cli.build.defines-none", "你的文件没有定义名为 {name} 的函数。"},
    {"cli.paths.not-configured",
     "构建文件夹 {folder} 还没有配置（没有 chapters.tsv）：请通过 ./lab 启动实验室，它会完成配置"},
    {"cli.paths.reconfiguring", "第 {id} 章是新的：正在重新配置 {folder} ..."},
    {"cli.paths.reconfigure-failed", "重新配置构建失败："},
    {"cli.grader.what", "评分程序（lab-grade）"},
    {"cli.grader.build-failed", "评分程序编译失败；构建输出：{log}"},
    {"cli.selftest.not-run", "未运行"},
    {"cli.selftest.not-started", "无法启动"},
    {"cli.selftest.stopped", "{seconds} s 后仍无结果，已被停止"},
    {"cli.selftest.as-expected", "符合预期"},
    {"cli.selftest.failed", "未通过（退出码 1）"},
    {"cli.selftest.not-rejected", "没有以 \"{diagnosis}\" 被拒绝（退出码 1）"},
    {"cli.selftest.usage-error", "用法错误（退出码 2）"},
    {"cli.selftest.no-gpu", "没有可用的 GPU（退出码 77）"},
    {"cli.selftest.exit-127", "无法启动（退出码 127）"},
    {"cli.selftest.skipped", "已跳过"},
    {"cli.selftest.yes", "是"},
    {"cli.selftest.no", "否"},
    {"cli.selftest.headings", "章节|参考答案|骨架|错误变体|正确变体|总用时|最慢"},
    {"cli.selftest.load-not-started", "它无法启动"},
    {"cli.selftest.load-running", "它仍在运行"},
    {"cli.selftest.count", "{option} 需要一个不小于 1 的整数，而不是 \"{text}\""},
    {"cli.selftest.no-chapters", "--chapters 没有指定任何章节"},
    {"cli.selftest.edited", "你的文件已改动（{file} 不是原始骨架；./lab reset {id} 可以恢复它）"},
    {"cli.selftest.no-skeleton-diagnosis",
     "checker/{dir}/meson.build 中没有 chapter_skeleton_diagnosis"},
    {"cli.selftest.building", "正在编译 {count} 个检查器 ..."},
    {"cli.selftest.building-with-load", "正在编译 {count} 个检查器和 GPU 负载程序 ..."},
    {"cli.selftest.load-ended", "GPU 负载在 {after} 后结束了（{how}）：此后的运行没有负载竞争"},
    {"cli.selftest.unexpected", "{count} 个意外结果"},
    {"cli.selftest.all-as-expected", "全部符合预期"},
    {"cli.selftest.chapter-done", "{count} 次运行，{verdict}"},
    {"cli.selftest.summary", "{runs} 次运行，用时 {seconds} s，每次并行 {parallel} 个。"},
    {"cli.selftest.summary-with-load",
     "{runs} 次运行，用时 {seconds} s，每次并行 {parallel} 个，同时运行 GPU "
     "负载（lab-gpu-load）。"},
    {"cli.selftest.skeleton-skipped", "{id} 跳过了骨架：{why}"},
    {"cli.selftest.unexpected-heading", "意外结果，以及如何重放："},
    {"cli.selftest.unexpected-run", "{chapter} {variant}，种子 {seed}：{outcome}"},
    {"cli.selftest.load-died", "GPU 负载在 {after} 后自行结束了（{how}）；它的最后几行："},
    {"cli.selftest.interrupted", "已中断（Ctrl-C）：表中只统计已完成的运行。"},
    {"cli.selftest.passed", "每次运行都符合预期。"},
    {"cli.selftest.one-unexpected", "{count} 个意外结果"},
    {"cli.selftest.unexpected-results", "{count} 个意外结果"},
    {"cli.selftest.load-died-alone", "GPU 负载中途退出了"},
    {"cli.selftest.and-load-died", "{results}，而且 GPU 负载中途退出了"},
    {"cli.selftest.fake-checker", "替身检查器（LAB_CHECKER）"},
    {"cli.selftest.load-did-not-start", "GPU 负载没有启动（{why}）："},
    {"cli.selftest.no-start-line", "{limit} 内没有输出启动行"},
    {"cli.selftest.load", "GPU 负载：{load}"},
    {"cli.selftest.heading",
     "，在 {gpu} 上：{chapters}，每个参考答案 {seeds}，每次并行 {parallel} 个检查器"},
    {"cli.selftest.heading-with-load",
     "，在 {gpu} 上：{chapters}，每个参考答案 {seeds}，每次并行 {parallel} 个检查器，同时运行 GPU "
     "负载"},
    {"cli.selftest.one-chapter", "{count} 章"},
    {"cli.selftest.chapters", "{count} 章"},
    {"cli.selftest.one-seed", "{count} 个种子"},
    {"cli.selftest.seeds", "{count} 个种子"},

    // ---- the grader (checker/cli/grade)
    {"cli.grade.no-sandbox", "无法在沙箱中运行提交："},
    {"cli.grade.no-sandbox-why",
     "除非你明确要求，不受信任的代码绝不在沙箱之外运行：--no-sandbox "
     "会不用沙箱运行它（报告中会记录这一点）。"},
    {"cli.grade.heading", "{submissions} -> {out}：{chapters}，{jobs}，班级种子 {seed}{shard}"},
    {"cli.grade.shard", "，分片 {shard}/{shards}"},
    {"cli.grade.one-chapter", "{count} 章"},
    {"cli.grade.chapters", "{count} 章"},
    {"cli.grade.one-job", "{count} 个任务"},
    {"cli.grade.jobs", "{count} 个任务"},
    {"cli.grade.sandbox", "沙箱：{sandbox}；{limits}"},
    {"cli.grade.test-hook", "测试钩子：每一章都由 fixture 检查器检查（LAB_GRADE_FIXTURE）"},
    {"cli.grade.building", "正在编译各章的检查器（只编译一次）..."},
    {"cli.grade.one-submission", "{entries} 项中有 {count} 份提交"},
    {"cli.grade.submissions", "{entries} 项中有 {count} 份提交"},
    {"cli.grade.one-kept", "沿用日志中的 {count} 个结果（文件未变）"},
    {"cli.grade.kept", "沿用日志中的 {count} 个结果（文件未变）"},
    {"cli.grade.graded",
     "用时 {time} 评完 {count} 项；输出在 "
     "{out}（report.html、grades.csv、grades.json、junit.xml、gradescope/）"},
    {"cli.grade.interrupted", "已中断：再次运行同一命令即可从中断处继续。"},
    {"cli.grade.no-gpu", "未评分：检查器没有找到可用的 GPU："},
    {"cli.grade.errors", "有 {count} 个结果无法得出（grades.json 中的 outcome 为 \"error\"）"},
    {"cli.grade.whole-number", "{option} 需要一个 {low} 到 {high} 之间的整数，而不是 \"{text}\""},
    {"cli.grade.name-folder",
     "请指定提交所在的文件夹，例如 ./lab grade submissions/ --out graded/"},
    {"cli.grade.not-a-folder", "{path} 不是文件夹"},
    {"cli.grade.out-needed", "需要 --out DIR：存放日志和成绩的文件夹"},
    {"cli.grade.out-inside", "--out 必须在提交文件夹之外"},
    {"cli.grade.shard-form",
     "--shard 的形式是 I/N，且 1 <= I <= N，例如 --shard 3/8，而不是 \"{text}\""},
    {"cli.grade.shard-needs-seed", "--shard 需要 --seed：每个分片都必须派生出相同的种子"},
    {"cli.grade.demo-needs-folder", "--demo-class N 需要一个写入班级的文件夹"},
    {"cli.grade.not-empty", "{path} 不是空的"},
    {"cli.grade.demo-class",
     R"txt(示例班级共 {count} 份提交（{students} 个学生，另有 6 份有问题的提交），位于 {folder}。
评分：./lab grade {folder} --out <DIR>
)txt"},
    {"cli.grade.demo-class-fixture",
     R"txt(示例班级共 {count} 份提交（{students} 个学生，另有 6 份有问题的提交），位于 {folder}（测试钩子用的 fixture 替身）。
评分：./lab grade {folder} --out <DIR>
)txt"},
    {"cli.grade.merge-usage", "请指定各分片的文件夹，并用 --out DIR 指定合并后的输出位置"},
    {"cli.grade.no-class", "{path} 中没有已评分的班级（没有 class.json）"},
    {"cli.grade.other-seed", "{path} 所用的班级种子与 {first} 不同"},
    {"cli.grade.out-is-shard", "--out 必须是分片文件夹以外的另一个文件夹"},
    {"cli.grade.merged-one", "已把 {count} 个分片文件夹（{students} 个学生）合并到 {out}。"},
    {"cli.grade.merged", "已把 {count} 个分片文件夹（{students} 个学生）合并到 {out}。"},

    // ---- the checkers' harness (checker/harness)
    {"harness.no-driver",
     "没有安装或没有加载 NVIDIA 驱动。请安装 NVIDIA 驱动（装好后 nvidia-smi 能列出 GPU）；"
     "在 WSL 中要装的是 Windows 驱动，而不是 Linux 驱动。"},
    {"harness.old-driver",
     "NVIDIA 驱动只支持到 CUDA {driver}，比本实验构建所用的 CUDA {runtime} 运行时旧。"
     "请更新驱动（nvidia-smi 会显示它的版本），或者用 CUDA Toolkit {driver} 构建。"},
    {"stale-second-call",
     "第二次调用返回的是第一次调用的结果：在同一组缓冲区上换了新的输入再次调用 {function}，"
     "{output} 却与第一次调用后一模一样。启动函数每次被调用都必须真正完成计算："
     "不要在两次调用之间保存结果（或指针）。"},
    // 监督进程的汇总（checker/harness/supervisor.cpp）。
    {"harness.header", "cuda-lab 检查器：{chapter}（{variant}），随机种子 {seed}"},
    {"harness.gpu", "GPU：{name}（计算能力 {major}.{minor}，{sms} 个 SM）"},
    {"harness.outcome-pass", "通过"},
    {"harness.outcome-fail", "失败"},
    {"harness.outcome-crash", "崩溃"},
    {"harness.outcome-hang", "超时"},
    {"harness.outcome-exited", "已退出"},
    {"harness.outcome-skip", "跳过"},
    {"harness.outcome-not-run", "未运行"},
    {"harness.ran-alone", "（在新进程中单独运行）"},
    {"harness.printed-lines", "被测代码输出了 {count} 行{shown}："},
    {"harness.printed-first", "，以下是前 {count} 行"},
    {"harness.could-not-finish", "检查器未能完成：{reason}。"},
    {"harness.no-gpu-skipped", "已跳过：没有可用的 GPU：{reason}"},
    {"harness.no-gpu-failed", "失败：{why}"},
    {"harness.needs-gpu", "这个检查器要运行你的核函数，需要一块装有可用驱动的 NVIDIA GPU。"},
    {"harness.usage-error", "错误：{error}（所选测试：{selection}）"},
    {"harness.interrupted", "已中断。"},
    {"harness.passed-all", "通过：全部 {total} 个测试。"},
    {"harness.passed-some", "失败：{total} 个测试中通过了 {passed} 个。"},
    {"harness.replay-seed",
     "输入由随机种子 {seed} 生成：用 --seed {seed}（或 LAB_SEED={seed}）可以重现。"},
    {"harness.expect-not-caught",
     "错误未被发现：这个已知错误的版本通过了所有测试（预期失败信息中包含“{text}”）"},
    {"harness.expect-wrong-diagnosis",
     "发现了错误，但诊断不对：预期诊断中包含“{text}”，实际得到："},
    {"harness.expect-caught", "按预期发现了错误（诊断中包含“{text}”）"},
    {"harness.error", "错误：{error}"},
    {"harness.cannot-write", "无法写入 {path}：{reason}"},
    {"harness.cannot-write-report", "无法写入报告 {path}：{reason}"},
    {"harness.usage-timeout", "--timeout：“{value}”不是正的秒数"},
    {"harness.usage-needs-value", "{option} 需要一个值"},
    {"harness.usage-unknown-option",
     "未知选项 {option}（可用选项：--seed N、--timeout S、--report FILE、--junit "
     "FILE、--expect-diagnosis TEXT；其他参数用于选择测试用例）"},
    {"harness.usage-selection", "Catch2 不接受所给的测试选择或选项"},
    {"harness.usage-seed", "随机种子必须是非负的十进制数，得到的是“{value}”"},
    {"harness.usage-seed-too-large", "随机种子“{value}”超出了 64 位的范围"},
    // 工作进程如何结束，以及监督进程对此的说明。
    {"harness.signal-segv",
     "段错误：主机代码读写了不属于它的内存，例如在 CPU 上解引用了设备指针，或者越过了主机数组的末"
     "尾"},
    {"harness.signal-abrt",
     "abort()：某个 assert 失败、有异常未被捕获，或者被测代码调用了 abort()"},
    {"harness.signal-fpe", "CPU 上的算术错误，例如整数除以零"},
    {"harness.signal-bus", "总线错误：CPU 上的一次未对齐或未映射的内存访问"},
    {"harness.signal-kill", "被检查器以外的进程杀死，常见原因是机器内存耗尽"},
    {"harness.signal-other", "进程被这个信号终止"},
    {"harness.signal-number", "信号 {number}"},
    {"harness.killed-by", "被 {signal} 终止"},
    {"harness.exit-code", "退出码 {code}"},
    {"harness.no-secret", "无法读取 /dev/urandom 来生成报告通道的密钥"},
    {"harness.cannot-start", "无法启动测试程序：{reason}"},
    {"harness.ended-before-tests", "测试程序在测试开始之前就结束了"},
    {"harness.ended-outside-test", "测试程序在测试之外结束了（{how}）"},
    {"harness.between-tests", "（两个测试之间）"},
    {"harness.not-run-after-hang", "未运行：检查器在“{test}”超时后停止了。"},
    {"harness.not-run-not-selected", "未运行：在新进程中单独运行时没有选中这个测试。"},
    {"harness.not-run-ended-early", "未运行：为它启动的新进程在测试开始前就结束了（{how}）。"},
    {"printed-output",
     "被测代码在这个测试期间输出了 {count} 行。启动函数和它的核函数不能打印输出（本章的约定）：请"
     "删掉 printf。调试时需要打印，请用 ./lab run。"},
    {"forged-report",
     "检查器报告通道上的一行没有带本次运行的密钥：被测代码中有东西向检查器的通道写入了内容（“"
     "{line}”）。测试不能自己报告结果；这算作失败。"},
    {"hang",
     "超时：测试“{test}”在 {seconds} 秒内没有结束，已被终止。可能的原因：某个循环的退出条件永远"
     "不成立；__syncthreads() 放在了一个并非块内所有线程都会进入的分支里；或者某个线程在等待另一"
     "个块永远不会写入的值。（用 --timeout SECONDS 可以修改时限。）"},
    {"crash", "测试程序{how}（{explanation}）。"},
    {"process-exited",
     "被测代码在测试进行到一半时结束了程序（{how}），例如启动函数里调用了 exit()、_exit() 或 "
     "quick_exit()。启动函数必须返回到调用者。无论退出码是多少，这都算作失败。"},
    // 工作进程（checker/harness/runner.cpp）。
    {"harness.exception-escaped", "测试中有异常未被捕获：{what}"},
    {"harness.assertion-failed", "{macro}({expression}) 失败，展开后为 {expanded}"},
    // CUDA 错误与不可用的上下文（checker/harness/gpu.cpp）。
    {"harness.cuda-error", "{doing} 时发生 CUDA 错误：{error}。"},
    {"harness.sticky",
     "这是一个粘滞错误：本进程的 GPU 上下文已不可用，其余的 GPU 测试无法运行。\n  很可能是越界访"
     "问：运行 `./lab check <chapter> --sanitize`（compute-sanitizer），可以看到第一次错误访问所"
     "在的核函数、file:line、块和线程。"},
    {"harness.broken-while", "{doing} 时发生 {error}"},
    {"harness.context-unusable", "未运行：之前的测试使 GPU 上下文不可用（{reason}）"},
    // 启动函数做了什么（checker/harness/capture.cpp）。
    {"harness.a-kernel", "某个核函数"},
    {"harness.launch-config", "网格 {grid} x 块 {block}"},
    {"harness.launch-shared-memory", "，{bytes} B 动态共享内存"},
    {"harness.running-directly", "直接调用 {function}"},
    {"launch-rejected", "{function} 中的核函数启动被拒绝：{error}。\n  {advice}"},
    {"forbidden-in-launcher",
     "{function} 做了启动函数不能做的事：{error}。\n  启动函数只负责把工作放入传给它的流。请从中"
     "删掉 cudaDeviceSynchronize / cudaStreamSynchronize、cudaMalloc / cudaFree 和同步的 "
     "cudaMemcpy（何时等待由调用者决定）。\n  （检查器把你的流录制成 CUDA 图，以查看 {function} "
     "启动了什么。）"},
    {"capture-failed", "录制 {function} 在其流上的工作失败：{error}"},
    {"outside-work-failed", "{function} 在其流之外启动的工作失败：{error}"},
    {"harness.no-kernel", "0 个核函数"},
    {"harness.kernel-count", "{count} 个核函数"},
    {"harness.launched-on-stream",
     "{function} 在传给它的流上启动了 {launched}（预期 {expected} 个）。"},
    {"no-launch",
     "{head}\n  也没有其他东西写入输出：{function} 没有启动就返回了。是不是某个条件跳过了启动（依"
     "据 n，或依据上一次调用留下的东西）？只要 n > 0，启动函数每次调用都必须启动它的核函数。"},
    {"wrong-stream",
     "{head}\n  请在调用者的流上启动：kernel<<<grid, block, 0, stream>>>(...)。不写第 4 个参数，"
     "核函数就会进入默认流，而这并不是调用者要求的：非阻塞流（比如检查器用的流）与默认流之间"
     "根本没有先后顺序，所以核函数可能在调用者的输入到达之前就运行，也可能在调用者读取输出之后"
     "才运行。"},
    {"harness.ran-on-other-stream", "你的核函数确实运行了并写入了输出，但用的不是传入的那个流。"},
    {"launch-when-empty",
     "{function} 在 {case} 时不能启动任何东西（请在启动之前返回：0 个块的网格是无效配置），但它"
     "{what}"},
    {"harness.tried-to-launch", "尝试了启动：{error}"},
    {"harness.launched", "启动了{launch}"},
    // 保护带与输入（checker/harness/guarded.h）。
    {"harness.bounds-check-advice",
     "索引 >= n 的线程不能写入：在写入之前加上边界检查（if (i < n)）。"},
    {"write-past-end",
     "越过 {name} 的末尾写入：{name}[{first}] 到 {name}[{last}] 之间有 {count} 个元素被改动（n = "
     "{n}）。{advice}"},
    {"write-before-start",
     "在 {name} 的起始位置之前写入：{name}[-{first}] 到 {name}[-{last}] 之间有 {count} 个元素被改"
     "动：某个索引变成了负数。"},
    {"input-modified",
     "输入 {name} 被修改了：{count} 个元素发生变化，第一个在索引 {first}。输入是 const 的：只能写"
     "输出。"},
    // 示例列表（checker/harness/diagnosis.h）。
    {"harness.and-more", "（另有 {count} 个）"},
    // 与参考结果比较（checker/harness/compare.cpp）。
    {"harness.exact-match", "完全相等"},
    {"harness.bound-with-rule", "{bound}（{rule}）"},
    {"nondeterministic-result",
     "同样的输入运行两次，{name} 的结果不同：有 {count} 个元素不同，第一个在索引 {first}。结果每"
     "次运行都变，说明存在竞争：线程在没有屏障或原子操作的情况下读取其他线程写入的数据，或者读取"
     "了未初始化的内存。"},
    {"harness.second-call-wrong",
     "第一次调用是对的，但在同一组缓冲区上换了新的输入再次调用 {function} 时出错了："},
    {"wrong-result",
     "{name} 的 {checked} 个元素中有 {wrong} 个是错的{unwritten}。容差：{tolerance}。"},
    {"harness.never-written-count", "（其中 {count} 个从未写入）"},
    {"harness.element", "{name}[{where}]：得到 {got}，应为 {want}"},
    {"harness.block-thread", "{index}（块 {block}，线程 {thread}）"},
    {"harness.never-written", "未写入的值"},
    {"harness.more-elements", "……另有 {count} 个"},
    {"harness.hint", "提示：{hint}"},
    {"never-written",
     "{name} 的 {n} 个元素一个都没有被写入：核函数运行了吗（启动是否被拒绝）？它有没有写 {name}？"
     "边界检查是不是把所有线程都挡掉了？"},
    {"harness.launch-shape",
     "这次启动共有 {threads} 个线程（{grid} 个块，每块 {block} 个），而 n = {n}"},
    {"harness.grid-short",
     "只有前 {written} = grid x block 个元素被写入：网格（{grid} 个块，每块 {block} 个线程）的线"
     "程数少于 n = {n}。"},
    {"grid-rounded-down", "{short}请把网格向上取整：grid = (n + block - 1) / block。"},
    {"grid-too-small",
     "{short}缺了 {missing} "
     "个线程，超过一个块，所以不只是向下取整的问题：每个元素一个线程时，grid = (n + block - 1) / "
     "block。"},
    {"first-block-only",
     "只有前 {written} 个元素（正好一个块的量）被写入，而实际运行了 {grid} 个块：其他块在 [0, n) "
     "内什么也没写。要么每个块都写了同样的前几个元素（索引没有用到 blockIdx.x），要么其他块的索引"
     "超出了 n（块偏移大于 blockDim.x，例如 blockIdx.x * blockDim.x * 2）。全局索引是 i = "
     "blockIdx.x * blockDim.x + threadIdx.x（“左乘右加”）。"},
    {"tail-unwritten",
     "只有最后 {missing} 个元素（从索引 {from} 开始）从未被写入；它们之前的元素全部正确。{cause}"},
    {"harness.tail-cause-unknown-launch",
     "是线程数不够 n、边界检查提前截止（例如 i < n - 1），还是索引公式把最后几个线程送到了别处？"},
    {"harness.tail-cause-enough-threads",
     "由于{launch}，足够每个元素一个线程，但负责末尾的线程没有写入：是边界检查提前截止（例如 i < "
     "n - 1），还是索引公式把这些线程送到了别处？"},
    {"harness.tail-cause-several-per-thread",
     "由于{launch}，每个线程必须处理多个元素：最后几个被漏掉了（是循环提前结束，还是最后一整组之"
     "后的余数没有处理，例如最后一个 float4 之后剩下的 n % 4 个 float？）。"},
    {"unwritten-gaps",
     "有 {count} 个元素分布在 {runs} 段中从未被写入（{examples}）：没有线程负责这些元素。{cause}"},
    {"harness.gaps-cause-unknown-launch",
     "其他线程把同样的元素写了两次、落在 [0, n) 之外，或者什么都没写：请检查索引公式 i = blockIdx"
     ".x * blockDim.x + threadIdx.x。"},
    {"harness.gaps-cause-whole-blocks",
     "这些段正好是整块的范围，每段 {block} 个元素：这些块提前返回了，或者索引中的块偏移不对（必须"
     "是 blockIdx.x * blockDim.x；更大的偏移，例如 blockIdx.x * blockDim.x * 2，会跳过一些范围，"
     "并把后面的块送到 n 之外）。"},
    {"harness.gaps-cause-enough-threads",
     "由于{launch}，足够每个元素一个线程，说明其他线程把同样的元素写了两次、落在 [0, n) 之外，或"
     "者什么都没写：请检查索引公式 i = blockIdx.x * blockDim.x + threadIdx.x。"},
    {"harness.gaps-cause-several-per-thread",
     "由于{launch}，每个线程必须处理多个元素：它的循环或步长跳过了一些元素。"},
    {"value-multiple",
     "每个错误元素恰好是正确值的{times}：它的结果被累加了{count}。是不是有多个线程（或多次启动）"
     "负责同一个元素，各自对 {name} 做累加（+= 或 atomicAdd），而本应只由一个线程赋值（=）？"},
    {"harness.times-value-2", "两倍"},
    {"harness.times-value", " {k} 倍"},
    {"harness.times-added-2", "两次"},
    {"harness.times-added", " {k} 次"},
    {"block-edges",
     "所有错误元素都位于块的边缘（块内第一个或最后一个线程）：请检查索引以及对相邻元素的访问在块"
     "边界处的行为。"},
    {"last-block-wrong",
     "只有最后一个不完整的块中的元素（从索引 {from} 开始）是错的：请检查最后一个块的处理，它的元"
     "素比线程少。"},
    {"tail-wrong", "只有最后 {count} 个元素（从索引 {from} 开始）是错的；它们之前的元素全部正确。"},
    {"partly-unwritten", "有 {unwritten} 个元素从未被写入，另有 {wrong} 个元素的值是错的。"},

    // ---- the optional fast exercises' timings (1.8, 1.11: for lab grade)
    {"timed-result-wrong",
     "{function}，{size}：在计时用的缓冲区上结果是错的（{what}"
     "），而在新缓冲区上检查的一次调用是对的："
     "只在计时的这一串调用中出错，这指向竞争条件，或从一次调用保留到下一次调用的状态。"},
    {"timed-sum-off", "*output = {got}，应为 {want}"},
    {"timed-gemm-off",
     "C 中有 {wrong} 个元素与 cuBLAS 的结果之差超出舍入误差；第一个是 C[{i}][{j}] = {got}，cuBLAS "
     "为 {want}"},

    // ---- 1.2-memory
    {"memory.one-float", "{n} 个 float"},
    {"memory.floats", "{n} 个 float"},
    {"memory.one-byte", "{n} 字节"},
    {"memory.bytes", "{n} 字节"},
    {"memory.own-memory", "它自己的内存"},
    {"memory.stream.default", "默认流（流 0）"},
    {"memory.stream.per-thread", "每线程默认流"},
    {"memory.stream.other", "另一条流"},
    {"memory.wrong-example", "{name}[{i}] = {got}，应为 {want}"},
    {"nothing-copied", "{name} 中什么都没有到达：{function} 让全部 {floats} 保持原样。"},
    {"size-in-floats",
     "{floats} 中只有前 {bytes}到达了 {name}：大小是按 float 个数给的，但 cudaMemcpy 和 "
     "cudaMemcpyAsync 按字节计数：count * sizeof(float)。"},
    {"partial-copy",
     "{floats} 中只有前 {prefix} 个到达了 {name}，其余保持原样。"
     "大小是不是用 count 以外的东西算的？"},
    {"memory.wrong-data.copy",
     "{function} 之后，{name} 的 {floats} 中有 {wrong} 个是错的：{examples}。"},
    {"copied-too-much",
     "{function} 改动了 {name} 中要求复制的 {floats} 之外的 {beyond} 个元素："
     "复制 count * sizeof(float) "
     "字节，而不是整个缓冲区。"},
    {"memory.type.pageable", "普通的可分页内存（new、malloc、std::vector）"},
    {"memory.type.pinned", "页锁定内存"},
    {"memory.type.device", "设备内存"},
    {"memory.type.managed", "托管内存（cudaMallocManaged）"},
    {"memory.type.unknown", "类型未知的内存"},
    {"wrong-count", "{head} 设置了 b.n = {got}：b.n 是每个缓冲区中 float 的个数，即 n。"},
    {"no-device-memory",
     "{head} 返回了 b.device = nullptr：它没有分配设备内存。设备内存用 cudaMalloc 分配。"},
    {"not-device-memory",
     "b.device 是{type}（cudaPointerGetAttributes 这样报告），不是设备内存：请用 cudaMalloc "
     "分配。"},
    {"no-pinned-memory",
     "{head} 返回了 b.pinned = nullptr：它没有分配页锁定内存。页锁定内存用 cudaMallocHost 分配。"},
    {"not-pinned",
     "b.pinned 不是页锁定内存：cudaPointerGetAttributes 报告它是{type}。"
     "复制引擎只能直接读写页锁定内存，"
     "也只有从页锁定内存出发的复制才是真正异步的（页锁定内存就像 VIP 包间，复制引擎可以直达；"
     "可分页内存则要先经驱动中转）："
     "请用 cudaMallocHost 分配。"},
    {"allocation-too-small",
     "{buffer} 从 {function} 得到了 {bytes} 字节，"
     "但 {floats} 需要 n * sizeof(float) = {need} 字节："
     "大小以字节计。"},
    {"memory.failed-example", "{function} 失败，返回 {error}"},
    {"call-failed", "在 {function} 中，{failures}。请检查每个运行时调用的结果（checkRuntime）。"},
    {"memory.allocation-example", "{function} 分配了 {bytes} 字节"},
    {"memory.allocated-in",
     "{function} 分配了内存（{examples}）：只有 allocate_buffers 负责分配，"
     "各个复制函数使用 b 的缓冲区。"},
    {"memory.leak-per-call", "而且没有释放：每次调用都会泄漏{what}，直到内存耗尽。"},
    {"memory.an-allocation", "一块内存"},
    {"memory.allocations", "若干块内存"},
    {"memory.allocates-per-call",
     "每次调用都分配再释放很慢：cudaFree 和 cudaFreeHost 会等待整个 GPU。"},
    {"waits-in-async",
     "{function} 等待了 GPU（{call}）：异步复制只是入队，函数应当立即返回。何时等待由调用者决定。"},
    {"memory.synchronous-copy.async",
     "{function} 用 {call} 复制，它要等复制完成才返回，而且是在默认流上运行，而不是在传给它的流上："
     "请用 cudaMemcpyAsync(dst, src, bytes, kind, stream) 入队后立即返回。"},
    {"memory.wrong-stream.async",
     "{function} 把复制排在了{stream}上，而不是传给它的流上：把 `stream` 作为 cudaMemcpyAsync 的"
     "最后一个参数。调用者在它自己的流上安排工作的先后；"
     "排在别处的复制可能在所需数据就绪之前就运行，"
     "也可能在调用者已经读取结果之后才运行。"},
    {"memory.no-copy.async",
     "{function} 没有在传给它的流上排入任何复制（cudaMemcpyAsync(dst, src, count * sizeof(float), "
     "kind, stream)）。"},
    {"memory.not-staged.from-host",
     "stage_upload 用 {call} 直接从 host 复制，没有经过 b.pinned："
     "先在 CPU 上把 host 复制到 b.pinned"
     "（std::memcpy），再把 b.pinned -> b.device 入队。从可分页内存复制时，"
     "驱动必须自己通过它的一块缓冲区中转数据。"},
    {"memory.synchronous-copy.stage",
     "stage_upload 用 {call} 复制 {src} -> {dst}，是在默认流上：请用 cudaMemcpyAsync(..., stream) "
     "把它排在传给它的流上。"},
    {"memory.wrong-stream.stage",
     "stage_upload 把复制排在了{stream}上，而不是传给它的流上："
     "把 `stream` 作为 cudaMemcpyAsync 的最后一个参数。"},
    {"memory.not-staged.other-source",
     "stage_upload 复制到 b.device 的数据来自{src}，而不是 b.pinned：请通过 b.pinned 中转数据，"
     "它是 allocate_buffers 一次性分配好的页锁定缓冲区。"},
    {"memory.no-copy.stage", "stage_upload 没有在传给它的流上排入 b.pinned -> b.device 的复制。"},
    {"memory.copy.before-first", "第一次 stage_upload 之前排入的复制"},
    {"memory.copy.of-call", "第 {call} 次 stage_upload 调用的复制"},
    {"memory.delivered-none", "{copy}送达的数据不属于任何一次调用"},
    {"memory.delivered-call", "{copy}送达的是第 {call} 次调用的数据"},
    {"memory.overwrote-pinned",
     "stage_upload 在一个从 b.pinned 出发的复制还在流上等待时就覆盖了 b.pinned：{examples}。"
     "（检查器让流一直停住，直到 stage_upload 返回或开始等待，所以复制引擎那时才读取 b.pinned。）"
     "买西瓜的钱：要先等流用完 b.pinned（cudaStreamSynchronize(stream)），然后才能往里写新数据。"},
    {"memory.never-waits", "你的 stage_upload 从不等待流。"},
    {"memory.waits-too-late",
     "你的 stage_upload 在排入自己的复制之后才等待：那时它已经覆盖了 b.pinned。"},
    {"freed-while-in-use",
     "release_buffers 释放了 {what}（{function}），而一个用到它的拷贝还排在流上：先等待流"
     "（cudaStreamSynchronize(stream)），再释放。西瓜还没买到，买西瓜的钱就不能收回。"
     "（目前的 {function} 在释放前会等待整个 GPU，这次数据因此没有出错：CUDA 编程指南写明了 "
     "cudaMalloc 和 cudaFree 会同步整个设备。但不要依赖它：它让所有流停下来，"
     "它也不是你的代码写出来的顺序；而 cudaFreeAsync，或者框架里的缓存分配器，"
     "释放时都不会等待整个 GPU。）"},
    {"wrong-free-function",
     "release_buffers 用 {tried} 释放了 {what}，但它来自 {function}：请用 {right} 释放。"
     "（{tried} 失败，返回 {error}，什么也没有释放。）"},
    {"leak",
     "{what}（{function}，{bytes} 字节）从未被释放：release_buffers 必须用 {right} 释放它，"
     "否则每一对 allocate/release 都会泄漏它。"},
    {"double-free",
     "第二次释放缓冲区时又把它们释放了一遍（{examples}）：release_buffers 必须把 b 置空"
     "（b = TransferBuffers{}），这样就不会留下指向已释放内存的指针。"},
    {"memory.past-end-advice", "只复制 count * sizeof(float) 字节，不要多。"},
    {"memory.while.release", "运行 release_buffers 之前排入的复制"},
    {"not-emptied",
     "release_buffers 没有把 b 置空：释放之后设置 b = TransferBuffers{}，"
     "这样就不会留下指向已释放内存的指针。"},
    {"memory.capture-failed", "把 {function} 在其流上的工作录制下来时失败了：{error}"},
    {"memory.while.copy", "运行 {function} 的复制"},
    {"memory.called-directly", "直接调用时：{problems}"},
    {"memory.while.stage", "运行 stage_upload 的复制"},
    {"memory.while.snapshots", "读取 b.device 的快照"},
    {"memory.while.copies", "运行这些复制"},
    {"memory.wrong-data.cycle",
     "先 stage_upload 再 download_async 之后，b.pinned 中的数据不是交给 stage_upload 的那些数据。"},
    {"memory.round", "n = {n} 这一轮：{problems}"},

    // ---- 1.3-stream
    {"stream.fork-advice",
     "先分叉：cudaEventRecord(fork, stream)，再 cudaStreamWaitEvent(side, fork)，"
     "然后在 side 上启动 double_plus_one。"},
    {"stream.join-advice",
     "double_plus_one 之后：cudaEventRecord(join, side)，再 cudaStreamWaitEvent(stream, join)，"
     "然后才是 add_into。"},
    {"stream.call-failed", "（该调用失败了：{error}）"},
    {"legacy-default-stream",
     "two_stream_pipeline 在 {call}{failed} 中用了旧式默认流（0）。\n  流 0 不是第二条流："
     "它要等待所有阻塞流，所有阻塞流也要等待它；而调用者的非阻塞流与它之间根本没有先后顺序"
     "（把 stream 捕获成图时会拒绝这种混用）。请使用传给你的 side 流。"},
    {"foreign-stream",
     "two_stream_pipeline 在 {call}{failed} 中用了一条并非传给它的流。"
     "\n  流水线的工作要放在调用者的"
     "两条流 stream 和 side 上，这样由调用者决定它与哪些工作保持先后顺序。"},
    {"wait-before-record",
     "{wait} 出现在 {record} 之前，而后者正是它应当等待的那次记录（课程 1.5.2 节的顺序）。\n  "
     "等待取的是调用那一刻事件的状态：它最近一次的记录；若从未记录过，则什么也不等。所以 {waiter} "
     "什么也没有等到（在循环里：等到的是上一次调用的 {event}），于是 {effect}。\n  "
     "先记录，再等待：先 {record}，再 {wait}。"},
    {"stream.early.side",
     "double_plus_one 可能在调用者先前排在 stream 上的工作（比如 in 的上传）完成之前就开始"},
    {"stream.early.stream", "add_into 可能在 double_plus_one 写完 b 之前就开始"},
    {"stream.early.other", "等待之后的工作与那次记录之间没有先后顺序"},
    {"stream.recorded-outside",
     "{event} 是在 {stream} 上记录的，而当时 {stream} 并不属于 stream 的工作"},
    {"stream.never-recorded-inside",
     "{event} 既没有在 stream 上记录，也没有在从它分叉出的流上记录"},
    {"stream.side-not-forked.refused",
     "{wait} 失败了，返回 {error}：{where}。\n  一条流只有等待了在 stream 上记录的事件，"
     "才会成为调用者工作的一部分。side 从未这样做，"
     "所以 double_plus_one 与调用者先前排在 stream 上的"
     "工作（比如 in 的上传）之间没有先后顺序。\n  {fork}"},
    {"stream.unjoined.no-record", "side 上从未记录 join。"},
    {"stream.unjoined.not-waited", "调用了 {record}，但 stream 从未等待它。"},
    {"stream.unjoined.too-early",
     "{record} 出现在 side 上启动 double_plus_one 之前：事件只覆盖它记录之前已入队的工作，"
     "所以 double_plus_one 被漏在了汇合之外。"},
    {"stream.unjoined.later-work", "side 在最后一次记录 join 之后还有入队的工作。"},
    {"side-not-joined",
     "side 从未汇合回 stream：结束对 stream 的捕获时报告了 {error}。\n  {what}\n  "
     "只要 stream 没有等待一个在 side 最后的工作之后记录的事件，调用者的流就覆盖不到那些工作："
     "add_into 可能过早读取 b，"
     "cudaStreamSynchronize(stream) 也可能在 double_plus_one 还在运行时就返回。\n  {join}"},
    {"stream.no-overlap.one-stream",
     "two_stream_pipeline 把三个阶段都放在 stream 上依次运行：double_plus_one 只读 in，"
     "却等待了 square，"
     "所以两者永远不会同时运行。\n  分叉之后在 side 上启动 double_plus_one（第 1 步），"
     "并在 add_into 之前把 side 汇合回来（第 3 步）。"},
    {"stream.no-overlap.fork-late",
     "fork 是在启动 square 之后才记录的，所以 side 以及其上的 double_plus_one 都要等待 square："
     "两者只能先后运行。\n  在启动 square 之前记录 fork，并让 side 等待它。"},
    {"stream.no-overlap.side-after-square",
     "fork 虽然在 square 之前记录，double_plus_one 却在 square 之后运行："
     "double_plus_one 被启动在了 stream 上"
     "（或者 side 等待的是一个更晚的事件），所以两者只能先后运行。\n  "
     "在 side 等待 fork 之后，立刻在 side 上启动 double_plus_one。"},
    {"stream.no-overlap.square-after-side",
     "square 在 double_plus_one 之后运行：两个阶段先后运行，而不是并行。\n  "
     "分叉之后，立刻在 stream 上启动 square，在 side 上启动 double_plus_one。"},
    {"stream.side-not-forked.missing",
     "double_plus_one 不属于 stream 的工作（从 stream 捕获的图里没有它）：启动它的那条流没有等待"
     "在 stream 上记录的事件。\n  所以它的运行没有任何顺序约束："
     "可能在调用者先前排在 stream 上的工作"
     "（比如 in 的上传）完成之前就运行了，add_into 也没有等待它。\n  {fork}"},
    {"stream.stage-not-recorded.first",
     "{stage} 不属于 stream 的工作（从 stream 捕获的图里没有它）：把它启动在 stream 上"
     "（或者在分叉之后启动在 side 上）。"},
    {"stream.stage-not-recorded.last",
     "{stage} 不属于 stream 的工作（从 stream 捕获的图里没有它）：在 stream 等待 join 之后，"
     "把它启动在 stream 上。"},
    {"stage-repeated", "{stage} 被启动了 {count} 次：每次调用中每个阶段只运行一次。"},
    {"add-before-square",
     "add_into 没有等待 square，而它要把结果加到 square 写出的 a 上：在 square 之后"
     "（并在 stream 等待 join 之后）把 add_into 启动在 stream 上。"},
    {"add-before-join",
     "add_into 没有等待 double_plus_one，而它读的 b 正是后者写的：{why}\n  "
     "等待只约束在它之后排入 stream 的工作。{join}"},
    {"stream.add-before-join.late-wait", "stream 在 add_into 启动之后才等待 join。"},
    {"stream.add-before-join.no-wait",
     "stream 从未等待一个在 side 上、在 double_plus_one 之后记录的事件。"},
    {"stream.tolerance", "精确比较：输入都是小于 2^11 的整数，所以每个 float 结果都是精确的"},
    {"stream.while.running", "运行 two_stream_pipeline"},
    {"stream.while.running-again", "第二次运行 two_stream_pipeline"},
    {"stream.case-failed", "n = {n}{passed}：\n{problems}"},
    {"stream.passed", "（n = {n} 已通过）"},

    // ---- 1.5-thread-layout
    {"thread-layout.listing-more", "……另有 {count} 处"},
    {"thread-layout.never-written-count", "（其中 {count} 个从未写入）"},
    {"thread-layout.wrong-elements", "out 的 {n} 个元素中有 {wrong} 个是错的{never}"},
    {"thread-layout.wrong-voxels", "out 的 {n} 个体素中有 {wrong} 个是错的{never}"},
    {"thread-layout.stride.block",
     "一个线程块的线程数，blockDim.x * blockDim.y * blockDim.z = {count}"},
    {"thread-layout.stride.row", "gridDim.x 个线程块的线程数 = {count}"},
    {"thread-layout.stride.plane", "gridDim.x * gridDim.y 个线程块的线程数 = {count}"},
    {"wrong-origin", "{origin}的偏移是 {where}{unit}，而不是 0。"},
    {"wrong-stride", "{axis} 每增加 1，{moved}移动了 {moves}{unit}；它应当移动 {stride}{unit}。"},
    {"thread-layout.left-multiply", "左乘右加：每个索引都要乘以所有比它变化更快的索引的维度之积。"},
    {"thread-layout.moved.position", "位置"},
    {"thread-layout.moved.store", "写入位置"},
    {"thread-layout.origin.thread", "六个索引全为 0 的线程"},
    {"thread-layout.origin.voxel", "体素 (0, 0, 0)"},
    {"thread-layout.unit.elements", " 个元素"},
    {"thread-layout.position-example", "{thread}：得到 {got}，应为 {want}"},
    {"thread-layout.position-wrong",
     "layout_position 对 {launch} 算错了：{total} 个线程中有 {wrong} 个得到错误的位置，"
     "例如 {examples}"},
    {"thread-layout.position-wrong.sampled",
     "layout_position 对 {launch} 算错了：抽查的 {total} 个线程中有 {wrong} 个得到错误的位置，"
     "例如 {examples}"},
    {"position-constant", "它对每个线程都返回 {value}：六个索引全被忽略了（第 1 步）。"},
    {"position-wrapped",
     "每个错误的位置都等于正确位置对 2^32 取模，而正确位置都不小于 2^32：运算在 32 位中回绕了。"
     "dim3 和 uint3 存的是 unsigned int，它们的乘积也是：请用 long long 计算位置。"},
    {"thread-layout.never-written", "从未写入"},
    {"thread-layout.record-example", "out[{p}]：得到 {got}，应为 {want}"},
    {"thread-layout.records-wrong",
     "{count}（{launch}）；out[p] 必须存放位置 p 上那个线程的索引：{examples}"},
    {"thread-layout.nothing-written.records",
     "out 中什么都没有写入："
     "每个线程都必须把 {blockIdx, threadIdx} 存到它的 layout_position 处（第 2 步）。"},
    {"wrong-limits",
     "query_limits() 返回的 {name} = {got}；设备的 {property} 是 {want}（{attribute}）。"},
    {"thread-layout.attribute-xyz", "{prefix}X、Y 和 Z"},
    {"thread-layout.volume",
     "{width} x {height} x {depth}（width x height x depth），线程块为 {block}"},
    {"thread-layout.columns", "列"},
    {"thread-layout.rows", "行"},
    {"thread-layout.planes", "层"},
    {"thread-layout.loop-advice",
     "让 gridDim.{axis} 保持在上限之内，并让每个线程以 gridDim.{axis} * blockDim.{axis} 为步长"
     "沿 {axis} 循环（网格跨步循环）。"},
    {"thread-layout.tail.head", "{axis} >= {from} 的体素从未写入"},
    {"thread-layout.tail-unwritten", "{head}（第 {from} 到第 {last} {units}）。"},
    {"thread-layout.tail.covered",
     "：网格在该维的 {blocks} 个线程块、每块 blockDim.{axis} = {per_block} 个线程，"
     "只覆盖了 {extent} {units}中的 {from} {units}"},
    {"grid-limit-without-loop",
     "{head}{covered}，而要全部覆盖需要 {needed} 个线程块，超过了设备允许的上限"
     "（maxGridSize.{axis} = {max}）。{advice}"},
    {"thread-layout.grid-too-small",
     "{head}{covered}：线程块数要向上取整，"
     "({size} + blockDim.{axis} - 1) / blockDim.{axis} = {needed}。"},
    {"thread-layout.voxel-example", "out[{e}]，体素 {voxel}：得到 {got}"},
    {"thread-layout.voxels-wrong",
     "{count}（{volume}）；out[(z * height + y) * width + x] 必须存放 (x, y, z)：{examples}"},
    {"thread-layout.nothing-written.volume",
     "out 中什么都没有写入：核函数没有任何写入，"
     "或者它的边界检查把所有线程都挡在了外面（第 4、5 步）。"},
    {"grid-over-limit",
     "用 blockDim.{axis} = {per_block} 个线程的线程块覆盖 {size} 方向的 {extent} {units}，"
     "在 {axis} 上需要 {needed} 个线程块，超过了设备允许的上限（maxGridSize.{axis} = {max}），"
     "超过上限的启动会被拒绝。{advice}"},
    {"thread-layout.bounds-advice",
     "体外的线程不能写入："
     "写入之前检查 x < width、y < height 和 z < depth（循环条件本身就可以是这个检查）。"},
    {"thread-layout.launch-shape",
     "record_thread_indices 启动了 {launched}；要求的是一个 {asked} 的核函数。"},
    {"thread-layout.kernels", "{count} 个核函数"},
    {"thread-layout.swapped",
     "网格和线程块写反了：<<<grid, block>>> 先写网格的线程块数，再写一个线程块的线程数。"},
    {"kernel-bypasses-helper",
     "layout_position 本身在 CPU 上能给这次启动的每个线程算出正确的位置，核函数却写到了别处："
     "它是否写在 layout_position(gridDim, blockDim, blockIdx, threadIdx) 处，且参数就是这个顺序？"},
    {"thread-layout.record-guard-advice",
     "每个线程恰好写一个元素，写在它的 layout_position 处，而这个位置小于这次启动的线程总数。"},
    {"thread-layout.while.record", "运行 record_thread_indices"},
    {"thread-layout.while.fill", "运行 fill_coordinates"},
    {"thread-layout.empty-volume", "空的体，{volume}"},
    {"wrong-block", "fill_coordinates 启动了 {launch}；它的线程块必须是调用者给的 {block}。"},
    {"thread-layout.case-failed", "{case}{passed}：\n{problems}"},
    {"thread-layout.passed", "（已通过：{list}）"},

    // ---- 1.6-vector-add
    {"vector-add.tolerance-rule", "一次正确舍入的 float 加法：u = 2^-24"},
    {"vector-add.running", "运行 vector_add"},
    {"vector-add.running-again", "第二次运行 vector_add"},
    {"vector-add.failed-at-size", "n = {n}{passed}："},
    {"vector-add.sizes-passed", "（n = {sizes} 已通过）"},
    {"vector-add.failed-misaligned", "n = {n}，指针偏移一个 float："},

    // ---- 1.7-shared-memory
    {"shared-memory.running", "运行 {function}"},
    {"shared-memory.running-again", "第二次运行 {function}"},
    {"shared-memory.output-of", "{function} 的输出"},
    {"shared-memory.largest-bound", "逐元素误差界中的最大值，误差界为 {rule}"},
    {"shared-memory.failed-case", "{label}：\n{problems}"},
    {"shared-memory.failed-case-after", "{label}（已通过：{passed}）：\n{problems}"},
    {"shared-memory.hint", "提示：{hint}"},
    {"dynamic-shared-too-small",
     "{function} 启动核函数（{launch}）时只给了 {bytes} 字节的动态共享内存，而{what}需要 "
     "{needed} 字节。\n  extern __shared__ 数组本身没有大小：它得到的恰好是第三个启动参数给出的"
     "大小，单位是字节：kernel<<<grid, block, bytes, stream>>>。字节数不够时，线程会越过本线程块"
     "共享内存的末尾读写。"},
    {"missing-barrier",
     "在这里，原因几乎总是漏了 __syncthreads()：某个线程读取了共享内存中的一个值，而同一线程块中"
     "负责存储它的线程还没有存进去。屏障要放在存储和读取之间、线程块中每个线程都能到达的地方。"
     "`./lab check 1.7 --sanitize` 会运行 racecheck，它会指出相关的两行代码。"},
    {"shared-memory.scale-tolerance", "一次正确舍入的 float 乘法：u = 2^-24"},
    {"first-warp-right",
     "所有错误元素都属于线程块中第一个线程束（线程 0 所在的线程束）之外的线程：这些线程在线程 0 "
     "存入共享的缩放因子之前就读取了它，读到的是那个共享内存字原先的内容。请在线程 0 的存储和所"
     "有线程的读取之间加上 __syncthreads()。"},
    {"shared-memory.chunk-buffer", "分段缓冲区（chunk * sizeof(float)，chunk = {chunk}）"},
    {"whole-array-mirror",
     "有 {count} 个错误元素存放的是 data[n - 1 - i]，即整个数组的镜像。每个分段要单独反转：分段"
     "中的第 j 个元素应放到同一个分段的 len - 1 - j 位置（start = blockIdx.x * blockDim.x）。"},
    {"reverse-across-warps",
     "全部 {count} 个错误元素读取的 staged[] 槽位都由另一个线程束的线程写入，而从本线程束写入的槽"
     "位读出的元素全都正确：线程在另一个线程束写入之前就读取了共享内存。线程束之间不会自动互相等"
     "待：请在写入 staged[] 和读取它之间加上 __syncthreads()，放在线程块内每个线程都能执行到的"
     "位置。"},
    {"kept-original",
     "有 {count} 个错误元素仍是原来的值：要么没有线程把它们写回，要么线程写回的是它自己暂存的值"
     "（用了 staged[t]，而不是 staged[len - 1 - t]）。"},
    {"shared-memory.reverse.read-outside",
     "有 {count} 个元素存放的是检查器放在数组紧外侧的值：有线程读取了 [0, n) 之外的位置，最可能"
     "是越过了末尾（最后一个分段只有 n - start 个元素）。"},
    {"shared-memory.tile",
     "tile（(blockDim.x + 2 * radius) 个 float，blockDim.x = {block}，radius = {radius}）"},
    {"shared-memory.stencil-rule",
     "|got - want| <= gamma(2 * radius) * (|in[i - radius]| + ... + |in[i + radius]|)：2 * "
     "radius 次 float 加法，顺序任意"},
    {"shared-memory.stencil.read-outside",
     "有 {count} 个和偏差了 {outside} 的整数倍，而 {outside} 正是检查器放在输入紧外侧的值：tile "
     "读取了 [0, n) 之外的 in[]。这些邻居应按 0 计：不要读取，直接在 tile 中存 0。"},
    {"halo-edges",
     "所有错误的和都属于距线程块边缘不到 {edge} 的线程（线程 0..{last_low} 或 "
     "{first_high}..{last_high}）：这些和要用到 tile 两端的值，也就是光环区（halo）。tile 存放 "
     "blockDim.x + 2 * radius 个值，tile[j] = in[blockIdx.x * blockDim.x - radius + j]；请检查在"
     "屏障之前两端是否都已完整加载（最后一个位置是 tile[blockDim.x + 2 * radius - 1]）。"},

    // ---- 1.8-reduce-sum
    {"reduce-sum.running", "运行 {function}"},
    {"reduce-sum.running-again", "第二次运行 {function}"},
    {"reduce-sum.labelled", "{label}：{problem}"},
    {"reduce-sum.hint", "提示：{hint}"},
    {"reduce-sum.fast-label",
     "reduce_sum_fast（选做练习；如果还没开始做，就让它继续调用 reduce_sum）"},
    {"reduce-sum.fast-not-written",
     "注意：reduce_sum_fast 启动的核函数与 reduce_sum 相同，所以它仍是回退实现：选做练习还没有完"
     "成（这完全没有问题）。下面的测试会像检查 reduce_sum 一样检查它；`./lab bench 1.8` 会显示快"
     "速版本能快多少。"},
    {"reduce-sum.failed-size", "n = {n}：\n{problems}"},
    {"reduce-sum.failed-size-after", "n = {n}（已通过：n = {passed}）：\n{problems}"},
    {"reduce-sum.failed-misaligned",
     "n = {n}，输入指针比 16 字节边界多偏移 {offset} 个 float：\n{problems}"},
    {"wrong-sum",
     "{label}，n = {n}，{which}：*output = {got}，应为 {want}（float64 参考值）；相差 {off}，超"
     "出了舍入误差所能解释的范围：容差为 {tolerance} = {rule}。"},
    {"reduce-sum.first-call", "第一次调用"},
    {"reduce-sum.second-call", "第二次调用（第一次得到 {first}，是正确的）"},
    {"reduce-sum.negated-call", "以 -input 再次调用"},
    {"output-never-written",
     "{label} 在 n = {n} 时从未写入 *output：它仍是检查器放进去的值 {before}。核函数运行了吗？它"
     "有没有累加到 *output 上？（n = 0 时也必须得到 0。）"},
    {"output-not-zeroed",
     "{label}，n = {n}：第一次调用得到 {first}，是正确的；在同一个输出上第二次调用得到 {second}"
     "，即第一次的结果再加上总和：*output 没有再次置 0。启动函数必须在每一次调用时都初始化它（在"
     "核函数之前调用 cudaMemsetAsync(output, 0, sizeof(float), stream)）。"},
    {"reduce-sum.nondeterministic.second-call",
     "对同一输入的第二次调用得到 {second}：结果在两次调用之间的变化超出了舍入误差，这说明存在竞"
     "争。"},
    {"reduce-sum.nondeterministic.changes", "结果随调用而变，这说明存在竞争。"},
    {"nan-sum", "和是 NaN，而输入中没有 NaN：有未初始化的值被加了进去。"},
    {"nothing-added",
     "*output 是 0：没有任何值被加到它上面。每个线程块的线程 0 是否都用 atomicAdd 把本块的和（"
     "cache[0]）加到了 *output 上？"},
    {"reduce-sum.old-value-added",
     "结果是正确的和再加上 {before}，而 {before} 正是调用前 *output 中的值：各线程块往 *output "
     "上累加之前，它没有被置 0。启动函数必须在每次调用时、在它的流上初始化它："
     "cudaMemsetAsync(output, 0, sizeof(float), stream)。"},
    {"every-thread-adds",
     "*output 是正确和的 {m} 倍，而 {m} 正是 blockDim.x：线程块中的每个线程都把本块的和加到了 "
     "*output 上。每个线程块只能由一个线程来加：if (threadIdx.x == 0) atomicAdd(output, "
     "cache[0])。"},
    {"sum-multiple",
     "*output 是正确和的 {m} 倍：每个线程块的和都被加了 {m} 次。是每个线程块中有 {m} 个线程在加"
     "，还是启动函数把核函数启动了 {m} 次？"},
    {"reduce-sum.read-outside",
     "和相差 {multiple} x {outside}，而 {outside} 正是检查器放在输入紧外侧的值：超出 n 的线程读"
     "取了 input[i]。请用 0 补齐：value = i < n ? input[i] : 0。"},
    {"reduce-sum.grid-too-small",
     "结果只是前 {threads} = grid x block 个元素的和：每个线程处理一个元素时，网格必须覆盖全部 "
     "n 个元素：grid = (n + block - 1) / block。"},
    {"reduce-sum.not-power-of-two", "核函数的线程块有 {block} 个线程，不是 2 的幂。"},
    {"reduce-sum.not-power-of-two.tree-result",
     "结果恰好等于折半归约树在这个线程块大小下得到的值，而这样会漏掉一些值。"},
    {"reduce-sum.not-power-of-two.why",
     "归约树每一步把活跃线程数减半（i = blockDim.x / 2，然后再 / 2 ……），只有当 blockDim.x 是 "
     "2 的幂时才能把每个值都加进来：请把线程块大小向上取到 2 的幂。"},
    {"reduce-sum.not-power-of-two.if-halving",
     "如果你的归约树是逐步折半的（i = blockDim.x / 2，然后再 / 2 ……），仅这一点就会漏掉值：只"
     "有当 blockDim.x 是 2 的幂时，它才能把每个值都加进来。"},
    {"reduce-sum.running-experiment", "在竞争实验中运行 {function}"},
    {"reduce-sum.race-experiment",
     "做了一个实验：n = {n}，除中间那个线程块的 {block} 个值（和为 {sum}）之外全是 0，共运行 "
     "{tries} 次。"},
    {"reduce-sum.tries", "{total} 次中有 {count} 次"},
    {"block-sum-wrong",
     "{setup}{tries}得到的既不是这个和，也不是 0：中间那个线程块自己的和算错了，错在它的归约树里"
     "，或者错在它的线程加载的数据上。{why}归约树的每一步都要读取 cache[t + i]，而它是另一个线程"
     "（通常在另一个线程束中）在上一步写入的，所以所有线程都必须完成一步之后，才能有线程开始下一"
     "步。"},
    {"reduce-sum.block-sum-wrong.varies",
     "每次运行的结果都不一样，所以这是竞争：缺少一个 __syncthreads()。"},
    {"reduce-sum.block-sum-wrong.same",
     "每次得到的都是同一个错误值：要么归约树的步骤或加载有错，要么缺少 __syncthreads() 而竞争每"
     "次都以同样的方式发生。"},
    {"sum-multiple-experiment",
     "{setup}{tries}得到这个和的 {m} 倍：这个线程块的和被加了 {m} 次。{block_dim}"},
    {"reduce-sum.block-dim-adds",
     "这正是 blockDim.x：线程块中的每个线程都加了一次，而只应由线程 0 来加。"},
    {"block-sum-lost",
     "{setup}每次都得到 0：中间那个线程块的和从未到达 *output。要么它到达了，却被另一个线程块的 "
     "`*output += 0` 覆盖（各线程块同时运行，所以它们的和必须用 atomicAdd(output, block_sum) 累"
     "加），要么这个线程块根本没有对自己的元素求和（它的线程必须加载 input[blockIdx.x * "
     "blockDim.x + threadIdx.x]）。"},
    {"lost-update",
     "{setup}{tries}得到 0：这个线程块的和已经到达 *output，随后又被另一个线程块的 `*output += "
     "0` 覆盖了（那个线程块在这个和到达之前读取了 *output）。各线程块同时运行，所以它们的和必须"
     "用 atomicAdd(output, block_sum) 累加，这个操作不会被其他线程打断。"},
    {"race-not-shown",
     "{setup}{tries}得到了正确的和：竞争在这里没有表现出来。常见的原因是归约树中缺少 "
     "__syncthreads()，以及线程块的和用普通的 `+=` 而不是 atomicAdd 累加；`./lab check 1.8 "
     "--sanitize`（racecheck）会指出共享内存中发生竞争的代码行。"},
    {"reduce-sum.bound.exact", "精确：没有需要相加的值"},
    {"reduce-sum.bound.launch",
     "{per_thread}（每个线程的元素数）+ {tree}（{block} 线程的线程块内的归约树）+ {chain}"},
    {"reduce-sum.bound.blocks", "{count}（线程块数）"},
    {"reduce-sum.bound.adds-per-block", "{count}（每个线程块加 {adds} 次）"},
    {"reduce-sum.bound",
     "gamma(k) * sum|x|，其中 k = {terms} = {k}，gamma(k) = k u / (1 - k u)，u = 2^-24，sum|x| "
     "= {magnitude}"},

    // ---- 1.9-atomic
    {"atomic.running", "运行 {function}"},
    {"atomic.running-again", "第二次运行 {function}"},
    {"atomic.second-call-wrong",
     "第一次调用是正确的，但在同一组缓冲区上的第二次调用不正确：\n{problems}"},
    {"atomic.count-and-out", "*count 和 out"},
    {"atomic.failed-case", "{label}：\n{problems}"},
    {"atomic.failed-case-after", "{label}（已通过：n = {passed}）：\n{problems}"},
    {"atomic.fraction-case",
     "n = {n}，保留 {percent}（阈值 {threshold}，{matches} 个匹配，容量 {capacity}）"},
    {"atomic.capacity-case", "n = {n}，{matches} 个匹配，容量 {capacity}"},
    {"atomic.misaligned-case", "n = {n}，输入指针偏移了一个 float"},
    {"atomic.records.one", "{count} 条记录"},
    {"atomic.records.other", "{count} 条记录"},
    {"atomic.distinct-records.one", "{count} 条互不相同的记录"},
    {"atomic.distinct-records.other", "{count} 条互不相同的记录"},
    {"atomic.launch-fact", "（你的启动配置 {launch} 为 n = {n} 安排了 {threads} 个线程）"},
    {"atomic.threads-past-end",
     "（你的启动配置 {launch} 为 n = {n} 安排了 {threads} 个线程：最后 {past} 个线程的 i >= n）"},
    {"atomic.not-a-copy", "{record}，但 input[{index}] = {value}"},
    {"atomic.duplicate", "下标 {index} 同时出现在 out[{first}] 和 out[{second}] 中"},
    {"atomic.count-head", "调用后 *count = {count}，但 input 中有 {matches} 个元素 >= threshold"},
    {"counter-not-reset",
     "{head}：这正是计数器在调用前的值 {before} 加上匹配数。计数器没有被重置：keep_items 必须在"
     "核函数运行之前、在它的流上把 *count 置 0（cudaMemsetAsync(count, 0, sizeof(int), stream)）"
     "。cudaMalloc 不会把内存清零，而且调用者会在多次调用之间重复使用它的缓冲区。"},
    {"nothing-counted",
     "{head}：没有任何元素被计数。每个要保留其元素的线程都必须用 atomicAdd(count, 1) 申请一个位"
     "置，这一步同时也完成了计数。"},
    {"greater-instead-of-greater-equal",
     "{head}：你只计数了 {above} 个 > threshold 的元素。约定要保留的是 >= threshold 的元素：等于"
     "阈值的那 {equal} 个也必须保留。"},
    {"atomic.shortfall", "{head}：有 {missing} 个没有被计数。"},
    {"atomic.lost-increments",
     "如果线程把读取计数器、加 1、写回分成几个独立的步骤（count++ 或 *count += 1），同时这样做的"
     "线程会读到同一个值，除了一次之外，其余的递增全部丢失：这是竞争，所以少计的数量每次运行都不"
     "一样。atomicAdd(count, 1) 把读取、相加和写回作为一个不可分割的步骤完成。（在核函数里重置计"
     "数器也会以同样的方式发生竞争：请在 keep_items 中、在启动之前重置它。）"},
    {"atomic.unexamined",
     "没有任何线程检查过的元素（网格没有覆盖 n，或边界检查过早停止）既不会被计数，也不会被保留"},
    {"count-short-tail",
     "{shortfall}out 中缺少的是最后那些匹配元素，而它们之前的都在：{unexamined}{launch}。"},
    {"count-short", "{shortfall}可能的原因有两种：{unexamined}；或者：{race}"},
    {"count-short-race", "{shortfall}{race}"},
    {"count-too-many",
     "{head}：多计了 {extra} 个。通常的原因是缺少边界检查：i >= n 的线程越过输入的末尾读取，并保"
     "留了那里的任意内容{launch}。它们必须在读取 input[i] 之前返回。（也可能是某个元素被计数了两"
     "次。）"},
    {"atomic.one-past-written", "，并且 out[{slot}]（最后一条记录之后的那个位置）被写入了"},
    {"slot-plus-one",
     "每条记录都往后错了一个位置：out[0] 从未被写入{past}。atomicAdd 返回的是相加之前的值（第一"
     "个线程得到 0）：这个旧值就是该线程的位置，直接使用它，不要 + 1。"},
    {"slots-unwritten",
     "out 的前 {expected} 个位置中有 {count} 个从未被写入：{examples}。每个申请到的、小于容量的"
     "位置都必须写入它的记录。"},
    {"written-past-count",
     "out[{expected}] 及其之后有 {count} 个位置被写入了，而最多只应有 {records}：{examples}。"},
    {"atomic.index-past-end",
     "下标 >= n 说明有线程越过了输入的末尾，读取了后面的内容（检查器在那里放了能通过阈值的值）并"
     "保留了它{launch}。请加上边界检查：i >= n 的线程在读取 input[i] 之前返回。"},
    {"index-outside-input",
     "有 {count} 条记录的下标不在 0 .. n - 1 范围内（n = {n}）：{examples}。{why}"},
    {"record-not-a-copy",
     "有 {count} 条记录与输入不符：{examples}。一条记录就是 {input[i], i}，必须原样复制。"},
    {"record-below-threshold",
     "有 {count} 条记录存放的元素低于阈值 {threshold}：{examples}。只保留 >= threshold 的元素。"},
    {"record-duplicate",
     "有 {count} 个元素在 out 中出现了不止一次：{examples}。每个保留的元素都有自己的位置，只申请"
     "一次。"},
    {"record-missing", "out 中缺少 {count} 个匹配的元素：{examples}。"},
    {"atomic.any-of-matches", "{matches} 个匹配中的任意 {capacity} 个，因为容量是 {capacity}"},
    {"atomic.every-match", "全部匹配元素，顺序任意"},
    {"atomic.out-untouched", "out 必须保持不变（{which}，也就是一个都没有）。\n{problems}"},
    {"atomic.done.one", "实际有 {count} 条"},
    {"atomic.done.other", "实际有 {count} 条"},
    {"atomic.must-hold", "{slots} 必须存放 {records}（{which}）；{done}。\n{problems}"},
    {"write-past-capacity",
     "有记录被写到了 out[0] .. out[capacity - 1] 之外（capacity = {capacity}）：只有这些位置存在"
     "，写到更远处会破坏调用者的内存。写入之前，先把 atomicAdd 返回的位置与容量比较（if (slot < "
     "capacity)）；atomicAdd 本身要无条件执行，这样 *count 仍能统计每一个匹配。\n  {report}"},

    // ---- 1.10-warpaffine
    {"warp.owner", "（线程块 {block}，线程 {thread}）"},
    {"warp.edge.columns", "从 x = {x} 起的各列"},
    {"warp.edge.rows", "从 y = {y} 起的各行"},
    {"warp.edge.both", "{columns}和{rows}"},
    {"warp-grid-too-small",
     "{where}从未被写入：网格在这个方向上的线程太少。x 和 y 两个方向都要向上取整：grid = ((dst_w "
     "+ block.x - 1) / block.x, (dst_h + block.y - 1) / block.y)。"},
    {"warp-nothing-written",
     "{output} 的像素一个也没有写入：核函数运行了吗（启动是否被拒绝）？它是否写入了 "
     "{output}？边界检查是否把所有线程都拒之门外了？"},
    {"warp-fill-skipped",
     "源位置落在 [-1, src_w) x [-1, src_h) 之外的像素（letterbox 的填充带）全部没有写入，"
     "其余像素都写了：这些像素必须设为 fill_value，不能跳过。"},
    {"warp-pixels-unwritten",
     "有 {count} 个像素从未写入，且分布零散：有些像素没有对应的线程。线程对应的像素为 dx = "
     "blockIdx.x * blockDim.x + threadIdx.x，dy = blockIdx.y * blockDim.y + threadIdx.y，"
     "写入位置是 dst + dy * dst_line_size + 3 * dx。"},
    {"warp-band-wrong",
     "只有源位置落在图像之外的像素（letterbox 的填充带）出错：它们必须恰好等于 "
     "fill_value（函数的参数，而不是某个常数）。"},
    {"warp-border-wrong",
     "只有混合了图像外邻点的像素出错（它们的源位置离图像边缘不到一个像素）：这样的邻点按 "
     "fill_value 计算。不要把它截断到边缘像素，也不要去读它（它在行尾之后，或在图像之前）。"},
    {"warp-one-level-low",
     "所有出错的值都恰好低了一级：这些值被截断了（float 转成整数会丢掉小数部分；应四舍五入："
     "floor(v + 0.5f)），或者处处都算得略小（权重之和小于 1）。"},
    {"warp.pixel", "像素 {pixel}{owner}，源位置 {source}"},
    {"warp.values-wrong",
     "{output}（{width} x {height} 像素 x 3）的 {values} 个值中有 {wrong} 个错误：{never} "
     "个从未写入，{worse} 个相差超过一级，{off_by_one} 个相差一级（允许 {allowed} 个）。"},
    {"warp.tolerance", "容差：{rule}。"},
    {"warp.tensor-as-levels", "（张量的值乘以 255 后按灰度级显示）"},
    {"warp.never-written", "从未写入"},
    {"warp.pixel-wrong", "{output} {pixel}，{channels}：得到 {got}，应为 {want}"},
    {"warp.pixel-unwritten", "{output} {pixel}，{channels}：从未写入，应为 {want}"},
    {"warp.more-pixels", "……另有 {count} 个像素"},
    {"warp.tolerance.levels",
     "每个值与参考值相差不超过 {max} 级{rounding}，且有偏差的值最多占 {percent} %"},
    {"warp.tolerance.rounding", "（另加 {within}，用于 float 舍入）"},
    {"warp.tolerance.why", "（{rule}）"},
    {"warp.tolerance.half-level",
     "当 v 与某个半级的距离在 float 舍入误差之内时，两个灰度级都接受；详见 reference.h"},
    {"warp.tolerance.tensor", "8 位图像的容差除以 255；{rule}"},
    {"warp.pictures",
     "图片：你的结果 {got}\n        参考结果 {want}\n        差异 {diff}\n        （黄色：差一级，"
     "红色：差得更多，品红：从未写入）"},
    {"warp.pictures-failed", "（无法写出图片：{error}）"},
    {"warp-nearest-neighbour",
     "你的结果像是最近邻采样：只取了 (floor(sx), floor(sy)) 处的一个源像素，而不是 4 "
     "个邻点的双线性插值。权重依次为 (1 - lx)(1 - ly)、lx (1 - ly)、(1 - lx) ly 和 lx ly，其中 lx "
     "= sx - floor(sx)，ly = sy - floor(sy)。"},
    {"warp-swapped-xy",
     "你的结果与 x、y 互换后的变换一致：像素 (dx, dy) 的源位置是用 (dy, dx) 算出来的。dx "
     "是列（blockIdx.x * blockDim.x + threadIdx.x），dy 是行；sx = d2i[0] * dx + d2i[1] * dy + "
     "d2i[2]，像素 (x, y) 位于 y * line_size + 3 * x。"},
    {"warp-truncated",
     "你的值被截断了，而不是四舍五入：float 转成整数会丢掉小数部分（99.9 -> 99）。应写入 floor(v "
     "+ 0.5f)。"},
    {"warp-border-clamped",
     "图像外的邻点被截断到了最近的边缘像素；约定是对它们混入 fill_value，让图像渐变过渡到 "
     "letterbox 填充带。"},
    {"warp-line-size-ignored",
     "你的结果与按行间距 3 * src_w 字节读取源图像一致：行末可能有填充，所以第 y 行从 src + y * "
     "src_line_size 开始。"},
    {"warp-fill-constant",
     "你的结果与用 {other} 而不是 fill_value（{fill}）填充一致：请使用函数的参数。"},
    {"warp.several-mistakes",
     "你的结果与 {count} 种已知错误都吻合，在这里每一种都会给出这个结果："},
    {"tensor-bgr-planes",
     "你的各平面按 B、G、R 的顺序排列（即图像存储通道的顺序）；网络需要 R, G, B：平面 0 "
     "取像素的通道 2，平面 2 取通道 0。"},
    {"tensor-interleaved",
     "你的张量是交错存放的（同一像素的 R, G, B 相邻，HWC）；网络需要分平面存放（CHW）：先是全部 R "
     "值，再是全部 G，最后全部 B，平面 c 从 c * dst_w * dst_h 开始。"},
    {"tensor-not-scaled", "你的值在 0..255 之间；网络需要除以 255 后的值（0..1）。"},
    {"tensor-not-rounded",
     "你的值是插值结果 v 直接除以 255，没有先对 v 四舍五入；约定是用四舍五入后的 8 位值 floor(v + "
     "0.5f) 去除，与 YOLOv5 对 8 位图像的预处理一致。"},
    {"warp.likely", "可能的错误：{mistake}"},
    {"warp.hint", "提示：{hint}"},
    {"warp.context.again", "再次调用 {function}"},
    {"warp.context.running", "运行 {function}"},
    {"warp.context.running-second", "第二次运行 {function}"},
    {"warp.second-call-wrong",
     "第一次调用正确，但在同一组缓冲区上把图像反色后再调用一次，结果不对："},
    {"warp.second-call-wrong-fill",
     "第一次调用正确，但在同一组缓冲区上把图像反色、fill_value 设为 {fill} 后再调用一次，"
     "结果不对："},
    {"warp-padding-written",
     "写进了 dst 每行末尾的填充字节：共 {count} 个字节，第一个在第 {row} 行的第 {byte} "
     "字节（每行先是 {pixels} 字节的像素，之后是填充，直到 dst_line_size = {line}）。像素 (x, y) "
     "位于 dst + y * dst_line_size + 3 * x，且 x < dst_w。"},
    {"warp-runs-differ",
     "同一输入的两次运行得到的 dst 不同：有 {count} 个值不一致。每次运行结果都不同，"
     "说明读取了不属于输入的内存（图像外的邻点被读取，而没有用 fill_value "
     "代替？），或者存在竞争。"},
    {"warp.passed", "（已通过：{cases}）"},
    {"letterbox-not-finite", "{name} = {matrix} 中有非有限值的元素{why}。"},
    {"letterbox.zero-determinant", "（是否除以了为 0 的行列式？）"},
    {"letterbox.off-diagonal",
     "i2d[1] 和 i2d[3] 必须为 0：letterbox 只做缩放和平移，不做旋转或错切。"},
    {"letterbox-scale-wrong",
     "{entry}（缩放系数）为 {got}，应为 s = min({dst_w} / {src_w}, {dst_h} / {src_h}) = {scale}。"
     "{why}"},
    {"letterbox.scale.integers",
     "这是整数相除得到的比值：是否用了整数除法？应按浮点数相除：dst_w / (float)src_w。"},
    {"letterbox.scale.larger", "这是两个比值中较大的那个：图像会放不下。应取较小的那个。"},
    {"letterbox-translation-wrong",
     "{entry}（{axis} 方向的平移量）为 {got}，应为 -s * {src} / 2 + {dst} / 2 + s / 2 - 1/2 = "
     "{want}（s = {scale}）。{hint}"},
    {"letterbox.hint", "提示：{hint}"},
    {"letterbox-half-pixel-missing",
     "缺少半像素中心项 s / 2 - 1/2。像素 x 是以 x 为中心的单位正方形，所以一行 w 个像素覆盖 "
     "[-1/2, w - 1/2]，中心在 (w - 1) / 2：把源图像的中心映射到目标图像的中心，就多出 s / 2 - 1/2 "
     "这一项。只有 s == 1 时这两项才会抵消。"},
    {"letterbox.translation", "缩放部分正确，平移部分不对。{detail}"},
    {"letterbox.translation.sign",
     "p -> s p + t 的逆变换是 q -> (q - t) / s，所以 {d} = -{t} / s（注意负号；一般情形为 -A^-1 "
     "t）。"},
    {"letterbox.translation.unscaled",
     "{d} = -{t}：还必须除以缩放系数，{d} = -{t} / s = {want}（一般情形为 -A^-1 t）。"},
    {"letterbox.translation.other", "{d} 为 {got}，应为 -{t} / s = {want}（一般情形为 -A^-1 t）。"},
    {"letterbox-inverse-wrong",
     "d2i = {d2i} 不是 i2d = {i2d} 的逆矩阵：i2d * d2i = {product}，而不是单位变换 [1, 0, 0; 0, "
     "1, 0]。{hint}"},
    {"letterbox.inverse.scale",
     "d2i 的缩放系数就是 i2d 的缩放系数 s 本身；反向变换应除以它：d2i[0] = d2i[4] = 1 / s。"},
    {"letterbox.corner.top-left", "左上"},
    {"letterbox.corner.bottom-right", "右下"},
    {"letterbox-corner-wrong",
     "i2d 把源图像的{corner}角 {from} 映射到了 {to}，应为居中后图像的对应角 {want}。"},
    {"letterbox.corner.back",
     "d2i 把目标图像中图片的角 {from} 映射到了 {to}，应为源图像的{corner}角 {want}。"},
    {"letterbox.repeated-result",
     "{now} 返回的矩阵与紧挨着之前 {before} 返回的完全相同，而这两个 letterbox 并不一样："
     "某次调用的结果被保存下来又返回了一次。每次调用都要根据参数重新计算矩阵。"},
    {"warp.label.padded", "（行末分别填充 {src} 和 {dst} 字节）"},
    {"warp.label.rotated", "（旋转 {degrees} 度，缩放 {scale}）"},
    {"warp.empty-destination", "空的目标图像"},

    // ---- 1.11-cublas-gemm
    {"gemm.rule.cpu",
     "长度 K = {k} 的 float32 点积：gamma(K) * sum_k |a_ik b_kj|，其中 gamma(K) = K u / (1 - K "
     "u)，u = 2^-24，即 {bound} * sum_k |a_ik b_kj|（另加 float64 参考值自身的误差）"},
    {"gemm.rule.cublas",
     "与 cublasSgemm（FP32）的结果比较，两者与精确乘积之差都不超过 gamma(K) sum_k |a_ik b_kj|，K "
     "= {k}，gamma(K) = K u / (1 - K u)，u = 2^-24：{bound} * sum_k |a_ik b_kj|（sum |a b| 也由 "
     "cuBLAS 计算）"},
    {"gemm.where.thread", "（线程块 ({bx}, {by})，线程 ({tx}, {ty})）"},
    {"gemm.element-wrong", "{where}：得到 {got}，应为 {want}（容差 {tolerance}）"},
    {"gemm.element-unwritten", "{where}：从未写入，应为 {want}（容差 {tolerance}）"},
    {"gemm-values-wrong", "C 中检查的 {checked} 个元素里有 {wrong} 个错误"},
    {"gemm.values.never-written", "（{count} 个从未写入）"},
    {"gemm.values.checked-part",
     "（检查范围：若干整行和整列，共 {total} 个元素中的 {checked} 个）"},
    {"gemm.values.tolerance", "。每个元素的容差：{rule}。"},
    {"gemm.values.more", "……另有 {count} 个"},
    {"gemm.unwritten.head", "C 中有 {count} 个元素从未写入"},
    {"gemm.unwritten.round-up",
     "x 对应列、y 对应行：grid = ((N + block.x - 1) / block.x, (M + block.y - 1) / block.y)。"},
    {"gemm.unwritten.bounds",
     "边界检查把 C 之内的线程也拒之门外，或者线程在写入之前就返回了（条件应为 row < M && col < "
     "N）"},
    {"gemm-never-written", "{head}：{grid}，或者{bounds}。{round_up}"},
    {"gemm.unwritten.grid-uncovered", "网格没有覆盖整个 C"},
    {"gemm.unwritten.grid-mismatch", "网格（{launch}）与 C 的形状不符"},
    {"gemm-grid-too-small",
     "{head}：网格（{launch}）的线程数少于 C 的元素数，覆盖不了整个 C。{round_up}"},
    {"gemm-bounds-skip", "{head}，而网格（{launch}）为每个元素都安排了线程：{bounds}。"},
    {"gemm-nothing-written",
     "C 从未被写入：核函数是否运行了，是否把结果存到了 C？边界检查（row < M && col < "
     "N）是否把所有线程都拒之门外了？"},
    {"gemm-edges-wrong",
     "只有最后那些不完整线程块中的元素出错（行号 >= {rows} x (M / {rows})，"
     "或列号超出最后一个完整线程块）：检查 A、B、C 边缘处的边界判断。"},
    {"gemm-indices",
     "检查下标：row = blockIdx.y * blockDim.y + threadIdx.y，col = blockIdx.x * blockDim.x + "
     "threadIdx.x，C[row][col] = 对 k < K 求和 A[row * K + k] * B[k * N + col]。"},
    {"gemm-tiled-causes",
     "分块核函数的常见原因：加载分块与乘加之间缺少 "
     "__syncthreads()（线程读到了其他线程尚未写入的分块元素），或乘加之后缺少 "
     "__syncthreads()（下一轮加载覆盖了仍在读取的分块）；加载分块时没有边界判断；K "
     "方向的循环次数向下取整。`./lab check 1.11 --sanitize`（racecheck）会指出发生竞争的代码行。"},
    {"gemm-cublas-arguments",
     "对照恒等式“行主序 C = A * B <=> 列主序 C^T = B^T * A^T”检查 cublasSgemm 的参数：m = N，n = "
     "M，k = K，B（ldb = N）在前，A（lda = K）在后，ldc = N。"},
    {"gemm.hint", "提示：{hint}"},
    {"gemm.label.fast", "gemm_fast（选做练习；在你实现之前，它调用 gemm_tiled）"},
    {"gemm.second-call-wrong",
     "第一次调用正确，但在同一组缓冲区上把 A 取负后再调用一次，结果不对：{problem}"},
    {"gemm.title", "{function}，{shape}{inputs}："},
    {"gemm.title.near-one", "（输入略大于 1）"},
    {"gemm.context.running", "运行 {function}"},
    {"gemm.context.again", "再次调用 {function}"},
    {"gemm.context.reference", "用 cuBLAS 计算参考结果"},
    {"gemm-runs-differ", "{race}{tiled}"},
    {"gemm.runs-differ.tiled",
     "对分块核函数而言：加载分块与乘加之间，或乘加与下一轮加载分块之间，缺少 __syncthreads()。"},
    {"gemm.guard.c", "C 之外的线程（row >= M 或 col >= N）不得写入：写入前两者都要检查。"},
    {"gemm.passed-before", "（此前已通过：{shapes}）"},
    {"gemm.note.fast-is-tiled",
     "注意：gemm_fast 启动的核函数与 gemm_tiled 相同，仍是后备实现："
     "选做练习尚未完成（这没有问题）。`./lab bench 1.11` 可以看出快速核函数能带来多少提升。"},
    {"gemm.transposed.cublas",
     "结果是转置后的 C：cuBLAS 按列主序写出了 C（元素 (i, j) 位于 j * M + i）。行主序的 C = A * B "
     "就是列主序的 C^T = B^T * A^T：调用 cublasSgemm 时令 m = N，n = M，k = K，B "
     "作为第一个矩阵（ldb = N），A 作为第二个矩阵（lda = K），ldc = N。"},
    {"gemm-transposed",
     "C 被转置了：C[i][j] 的值出现在位置 j * M + i，说明核函数写的是 C[col * M + row]（列主序）。"
     "行主序的 C[i][j] 位于 C[i * N + j]：应写入 C[row * N + col]。"},
    {"gemm-k-rounded-down",
     "K 方向分块的循环次数向下取整了：结果只是 k < {whole} 的部分和（{tile} 宽的完整分块），K = "
     "{k} 的最后一个不完整分块被漏掉了。应循环 (K + TILE - 1) / TILE 次，超出 K 的部分加载 0。"},
    {"gemm-unguarded-tiles",
     "结果正是加载分块时不做边界检查所得：在边缘处，{tile} x {tile} 的分块越过了 A 和 B "
     "的行尾和列尾（读到其他行的元素，或越过数组末尾）。矩阵之外应加载 0：a_tile[ty][tx] = (row < "
     "M && k0 + tx < K) ? A[row * K + k0 + tx] : 0，b_tile[ty][tx] = (k0 + ty < K && col < N) ? "
     "B[(k0 + ty) * N + col] : 0。"},
    {"gemm-cublas-call", "结果与 {call} 的计算结果完全一致：{mistake}"},
    {"gemm.call.mistake", "{what}{identity}"},
    {"gemm.call.identity",
     "行主序的 C = A * B 就是列主序的 C^T = B^T * A^T：m = N，n = M，k = K，B 在前且 ldb = "
     "N（其行长），A 在后且 lda = K，ldc = N。"},
    {"gemm.call.swapped", "cublasSgemm 调用中 A 和 B 的位置颠倒了。"},
    {"gemm.call.swapped-with-ld",
     "cublasSgemm 调用中 A 和 B 连同各自的 leading dimension 一起颠倒了。"},
    {"gemm.call.ld-wrong", "leading dimension（lda 和 ldb）颠倒了或者不对。"},
    {"gemm.call.column-major",
     "它把行主序的 A、B、C 当成了列主序矩阵（leading dimension = 行数），算出的是另一个乘积。"},
    {"gemm.call.row-major-ld",
     "用了行主序的 leading dimension，却配上列主序的 m 和 n：cuBLAS 把每个矩阵都按列主序读取，"
     "leading dimension 是相邻两列之间的距离。"},
    {"gemm-reduced-precision",
     "C 接近 A * B（误差最大 {worst} x sum |a b|），但超出了 float32 舍入所允许的范围（{bound} x "
     "sum |a b|）：乘积是以较低精度计算的。{advice}"},
    {"gemm.reduced.cublas",
     "cuBLAS 在被要求时会使用 TF32 张量核心（10 位尾数）：保持句柄默认的数学模式（不调用 "
     "cublasSetMathMode(handle, CUBLAS_TF32_TENSOR_OP_MATH)，不用 CUBLAS_COMPUTE_32F_FAST_TF32，"
     "也不设置 NVIDIA_TF32_OVERRIDE）。"},
    {"gemm.reduced.kernel", "所有数值和累加和都保持为 float（不用 __half，也不转换成 TF32）。"},
    {"gemm-cublas-rejected",
     "cublasSgemm 很可能拒绝了它的参数（请在上方找带有 CUBLAS_STATUS_INVALID_VALUE 的 `cublas "
     "error` 行）。cuBLAS 把每个矩阵都视为列主序，并要求每个 leading dimension "
     "不小于该矩阵的行数：第一个矩阵的 ld >= m，第二个的 >= k，ldc >= m。{rejected}"},
    {"gemm.rejected-call", "对这个形状，cuBLAS 会拒绝 {call}，原因是：{mistake}"},

    // ---- 1.12-yolov5-postprocess
    {"yolo.field-wrong", "{field} 为 {got}（应为 {want} +- {tolerance}）"},
    {"yolo.confidence-wrong",
     "confidence 为 {got}（应为 {want} = objectness {objectness} * probability {probability}）"},
    {"yolo.confidence-alone", " [只用了类别概率：confidence = objectness * probability]"},
    {"yolo.label-wrong", "label 为 {got}（应为 {want}：概率最大的类别，并列时取编号最小的）"},
    {"yolo.keep-not-one", "keep 为 {got}（应为 1）"},
    {"yolo.slot-holds-row", "槽位 {slot} 存的是第 {row} 行"},
    {"yolo.row-in-slots", "第 {row} 行同时出现在槽位 {first} 和 {second}"},
    {"yolo.slot-record", "槽位 {slot}（第 {row} 行）：{problem}"},
    {"yolo.slot", "槽位 {slot}"},
    {"yolo.row", "第 {row} 行"},
    {"yolo.count.head", "decode 之后 *count = {count}，但 predict 中有 {matches} 行通过了阈值"},
    {"decode-counter-not-reset",
     "{head}：这正是调用前 *count 中已有的 {before} 加上匹配数。计数器没有清零：decode "
     "必须在核函数运行之前，在它的流上把 *count 置为 0（cudaMemsetAsync(count, 0, sizeof(int), "
     "stream)）。课程代码从不清零，所以第二帧会接着第一帧的计数继续。"},
    {"decode-nothing-decoded",
     "{head}：一个框也没有解码出来。objectness 和 confidence 都通过阈值的每一行，都必须用 "
     "atomicAdd(count, 1) 领取一个槽位。"},
    {"decode-count-zero",
     "{head}，却有 {written} 个槽位被写入：槽位已被领取，但 *count 最终为 0。"
     "是不是在核函数之后而不是之前清零的（清零必须在流上排在最前面）？或者槽位是从 count "
     "以外的计数器领取的？"},
    {"decode-confidence-without-objectness",
     "{head}：若 confidence 只取类别概率，恰好有 {without} 行通过。confidence = objectness * "
     "probability[label]：要乘以 objectness。"},
    {"decode-count-wrong", "{head}。"},
    {"decode-slots-unwritten",
     "前 {stored} 个槽位中有 {count} 个从未写入（rows[slot] 仍是毒值）：{examples}。每个小于 "
     "max_objects 的已领取槽位，都必须写入它的框和行号。"},
    {"decode-slots-past-max",
     "槽位 {stored} 及之后有 {count} 个槽位被写入，而最多只能有 {stored} 个框：{examples}。"
     "{advice}"},
    {"yolo.slots-past-max.compare",
     "写入之前先把领取到的槽位与 max_objects 比较（if (slot >= max_objects) return）。"},
    {"decode-bad-row",
     "有 {count} 条记录给出的行号不在 0 .. {last} 之内：{examples}。rows[slot] "
     "是解码出该框的那一行的下标。"},
    {"decode-row-not-matching",
     "有 {count} 条记录来自没有通过阈值的行：{examples}。objectness < threshold 时跳过该行，"
     "objectness * probability[label] < threshold 时也跳过。"},
    {"decode-row-twice", "有 {count} 行被存了两次：{examples}。"},
    {"decode-values-wrong", "有 {count} 个框的值错误：{examples}。{d2i}"},
    {"decode-d2i-not-applied",
     "角点坐标仍是网络输入图像上的像素：用 d2i 把两个角点都映射回原图（x' = d2i[0] x + d2i[1] y + "
     "d2i[2]，y' = d2i[3] x + d2i[4] y + d2i[5]）；课程代码把这一步注释掉了。"},
    {"decode-rows-missing", "缺少 {count} 个匹配的行：{examples}。"},
    {"yolo.store.any", "{matches} 个匹配中的任意 {capacity} 个，因为 max_objects 为 {capacity}"},
    {"yolo.store.every", "全部匹配，顺序不限"},
    {"yolo.store", "decode 必须存下 {stored} 个框（{which}）。"},
    {"nms-fast-not-greedy",
     "这是快速 NMS，而不是贪心 NMS：有框被一个自身已被抑制的框抑制了。贪心 NMS "
     "按得分从高到低依次处理，只有轮到自己时仍被保留的框，才会抑制排在后面的框。"},
    {"nms-greedy-not-fast",
     "这是贪心 NMS，但 nms_fast 是课程中的快速 NMS：只要同类别中有任何一个得分更高的框与它重叠，"
     "它就被抑制，即使那个框自身已被抑制。"},
    {"nms-iou-not-clamped",
     "IoU 的交集没有在 0 处截断：在 x 和 y 方向都分离的两个框，"
     "负的宽乘以负的高得到一个正的“交集”，于是互相抑制。应使用 max(0, right - left) 和 max(0, "
     "bottom - top)。"},
    {"nms-across-classes",
     "不同类别的框互相抑制了：NMS 只比较 label 相同的框（站在汽车前面的人，两个框都必须保留）。"},
    {"nms-iou-at-threshold",
     "IoU 恰好等于阈值的框被抑制了：约定是在 IoU > threshold 时才抑制，严格大于（代码用了 >= "
     "而不是 >）。"},
    {"nms.box", "框 {box}（第 {row} 行，label {label}，confidence {confidence}，{corners}）"},
    {"nms.box-field", "框 {box} 的字段 {field}"},
    {"nms.box-keep", "框 {box} 的 keep = {keep}"},
    {"nms-other-fields-changed",
     "keep 以外有 {count} 个字段被改动：{examples}。NMS 只设置 keep（1 表示保留，0 表示抑制）。"},
    {"nms-past-count-changed",
     "下标不小于 n = min(*count, max_objects) = {n} 的框有 {count} 个字段被改动：{examples}。"
     "只有前 n 个框存在。"},
    {"nms-keep-not-flag", "有 {count} 个 keep 字段既不是 0 也不是 1：{examples}。"},
    {"nms.removed-wrongly", "被抑制了，但必须保留：{examples}"},
    {"nms.kept-wrongly", "被保留了，但必须抑制：{examples}"},
    {"nms-nothing-suppressed", "一个框都没有被抑制：核函数是否比较了各个框，并设置了 keep = 0？"},
    {"nms.likely-cause", "可能的原因：{cause}"},
    {"nms.likely-causes", "可能的原因（在这里每一个都恰好给出这个结果）："},
    {"nms-keep-wrong",
     "{function} 之后，{n} 个框中有 {wrong} 个的 keep 不对（IoU 阈值 {threshold}）。{details}"},
    {"yolo.guard.boxes",
     "只存在下标小于 max_objects 的槽位：写入之前先把领取到的槽位与 max_objects 比较。"},
    {"yolo.guard.rows", "只存在下标小于 max_objects 的槽位。"},
    {"yolo.guard.nms-boxes", "只有前 min(*count, max_objects) 个框存在。"},
    {"yolo.context.decode", "运行 decode"},
    {"yolo.context.decode-second", "第二次运行 decode"},
    {"yolo.context.decode-again", "再次调用 decode"},
    {"yolo.context.running", "运行 {function}"},
    {"yolo.context.again", "再次调用 {function}"},
    {"yolo.decode-again-wrong",
     "前几次调用正确，但在同一组缓冲区上把每个框都平移 (1, 1) 像素后再调用一次，结果不对："},
    {"yolo.decode-second-wrong", "第一次调用正确，但在同一组缓冲区上的第二次调用不对："},
    {"yolo.nms-again-wrong",
     "{function} 的前几次调用正确，"
     "但在同一组缓冲区上把一个保留的框移到同类别中一个得分更高的框上之后再调用一次，结果不对："},
    {"yolo.nms-second-wrong",
     "{function} 的第一次调用正确，但对同一输入的第二次调用不对（存在竞争？）："},
    {"yolo.pipeline", "decode 之后紧接着对其输出运行 nms_greedy（*count 在 GPU 上读取）："},
    {"yolo.input", "{rows} 行 x (5 + {classes})，阈值 {threshold}，max_objects {max_objects}"},
    {"yolo.decode-on", "decode，输入为 {input}："},
    {"yolo.nms-on-named", "{function}，在几种典型情形上："},
    {"yolo.nms-on-boxes", "{function}，在 {count} 个框上{overflow}："},
    {"yolo.overflow", "（*count 超出 max_objects {count} 个）"},
    {"yolo.stale.decode-outputs", "boxes、rows 和 *count"},
    {"yolo.stale.keep-fields", "各个 keep 字段"},

    // ---- 1.14-error
    {"error.reported", "对于{launched}，checked_launch 报告的是 {outcome}"},
    {"stale-error-blamed",
     "{reported}，但这个核函数的启动被接受了，并且一直运行到结束。这个错误比这次启动更早："
     "是测试故意留在“最后错误”槽里的，就像一个从不检查自己启动的调用者会留下的那样。"
     "成功的调用不会清空这个槽，所以要在启动之前清空它（cudaGetLastError），"
     "否则之前的错误会被算到这次启动头上（第 1 步）。"},
    {"error.wrong-outcome.want-ok",
     "{reported}，但这个核函数的启动被接受了，并且一直运行到结束：应当返回 ok。"},
    {"error.wrong-outcome.want", "{reported}：应当是 {want}。"},
    {"error.rejected", "启动本身就被拒绝了：{error}"},
    {"error.failed", "核函数在运行时出错了：{error}"},
    {"error.broken",
     "它之前的那个核函数出错并破坏了上下文，这次启动当即以那个核函数的错误失败：{error}"},
    {"wrong-code", "{reported}，但{why}。"},
    {"launch-error-missed",
     "{reported}，但{why}。被拒绝的启动会立即把错误留在“最后错误”槽里，"
     "而等待流并不会报告它（什么都没有运行，所以返回 cudaSuccess）："
     "要在启动之后立刻读取这个槽（第 2 步）。"},
    {"error-code-lost",
     "{reported}，但{why}。错误码在被读取之前就被清掉了：cudaGetLastError 会清空这个槽，"
     "所以第二次读取（无论用哪个函数）只会得到 cudaSuccess。"
     "请保存第一次 cudaGetLastError 返回的值（第 2 步）。"},
    {"launch-error-as-execution",
     "{reported}，但什么都没有运行：{why}。等待流不会报告被拒绝的启动（它返回 cudaSuccess），"
     "所以等待之后才读这个槽的代码会在那里发现启动的错误，并把它算到核函数头上。"
     "请在启动之后、等待之前立刻读取（第 2 步）。"},
    {"rejected-launch-not-sticky",
     "{reported}，但被拒绝的启动不会破坏任何东西（{why}）：上下文仍然可用，"
     "检查器紧接着就在其中运行了一个核函数。"
     "只有当上下文不断返回同一个错误时，它才是粘滞错误：即使清空了这个槽，"
     "像 cudaFree(nullptr) 这样无害的调用也仍然失败（第 3 步）。"},
    {"execution-error-missed",
     "{reported}，但{why}。启动在核函数运行之前就返回了，所以只有等待给定的流"
     "（cudaStreamSynchronize）才能知道核函数是如何结束的（第 4 步）。"},
    {"execution-error-as-launch",
     "{reported}，但启动已被接受，而且{why}。区分两者要看错误何时出现：启动之后立刻出现，"
     "还是等待之后才出现（第 2 步和第 4 步）。"},
    {"execution-error-as-sticky",
     "{reported}，但启动这个核函数时上下文还是好的：{why}，这是执行错误。从此上下文就坏了，"
     "所以是“下一次”启动会遇到粘滞错误；第 3 步只针对失败的启动。"},
    {"sticky-error-missed",
     "{reported}，但这次启动本身没有任何问题：{why}。从那以后，"
     "每个到达 GPU 的调用都会以这个错误失败，"
     "清空槽也修复不了上下文：像 cudaFree(nullptr) 这样无害的调用同样失败。"
     "这就是粘滞错误（第 3 步）。"},
    {"sticky-error-as-execution",
     "{reported}，但这个核函数根本没有运行：{why}。失败的启动在启动之后立刻就能捕获，"
     "而在已损坏的上下文中，无害的调用也会失败：这是粘滞错误（第 2 步和第 3 步）。"},
    {"launcher-not-called",
     "checked_launch 从未调用传给它的启动函数：它必须调用 launch(stream) 恰好一次。"},
    {"launcher-called-again",
     "checked_launch 调用了传给它的启动函数 {calls} "
     "次：每次调用都会多启动一个核函数；只调用一次。"},
    {"other-stream",
     "checked_launch 调用启动函数时用的不是传给它的那个流：应当 launch(stream)，"
     "这样核函数才会在调用者排在该流上的工作之后运行。"},
    {"did-not-wait",
     "checked_launch 返回了 ok，"
     "而它的核函数还在运行（对给定的流调用 cudaStreamQuery 得到 cudaErrorNotReady）："
     "它没有等待传给它的流，因此一个在运行中出错的核函数也会被报告为 ok（第 4 步）。"},
    {"error-left-behind",
     "checked_launch 返回了 {kind}，但“最后错误”槽里仍然留着 {error}。"
     "cudaPeekAtLastError 不会清空这个槽，"
     "其后成功的调用也不会，所以这个线程的下一次检查会再次报告这个错误，"
     "而被指责的启动其实没有问题。"
     "拿到错误码之后就清空它：cudaGetLastError（第 2 步）。"},
    {"error.launch.fine", "一个正常运行到结束的核函数"},
    {"error.launch.too-many-threads", "一个含 1050 个线程的线程块"},
    {"error.launch.empty-grid", "一个含 0 个线程块的网格"},
    {"error.launch.trap", "一个执行 trap 指令的核函数"},
    {"error.launch.illegal-address", "一个向未分配的地址写入的核函数"},
    {"error.after-stale", "{launched}（在此之前有一次被拒绝、却从未检查过的启动）"},
    {"error.after-fault", "{launched}，在{what}之后启动"},
    {"error.own-launch-accepted", "实验自己的、本应被拒绝的启动却被接受了"},
    {"error.own-fault-ran", "实验自己的、本应出错的核函数（{what}）却没有报错"},
    {"error.fault-on-purpose", "{error}，来自{what}，这是有意为之"},
    {"error.call-of", "第 {call} 次调用（共 {calls} 次）：{problem}"},
    {"error.while.after-checked-launch", "运行 checked_launch 之后的那个核函数"},
};

}  // namespace

Catalogue core_chinese() { return {kChinese, std::size(kChinese)}; }

}  // namespace lab::messages
