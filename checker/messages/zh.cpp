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
  profile <chapter>    为什么是这个速度：用 Nsight Compute 剖析你的核函数，并用平实的话说明
  hint [chapter]       该章的下一条提示（--all：已显示过的全部提示）
  watch [chapter]      每次保存后重新检查
  doctor               这台机器准备好了吗？（CUDA、GPU、工具），附修复方法
  reset <chapter>      恢复该章的骨架代码（先询问，并保留备份）
  selftest             实验环境的自检：每个检查器的判定是否依然正确？
  on [host]            --on 的默认主机：上面这些命令通过 ssh 在那里运行
  grade <folder>       教师用：在沙箱中为全班的提交评分
  grade-merge <dir>... 教师用：合并分片评分的输出

章节可以用编号、名称或两者来指定：1.6、vector-add 或 1.6-vector-add。
不指定章节时，check、hint 和 watch 取第一个尚未通过的章节。
check、run、bench、profile、selftest 和 doctor 加上 --on HOST，就通过 ssh 在另一台机器上运行。
退出码：0 通过，1 失败，77 没有可用的 GPU（附原因），2 用法错误；
65 到 74 表示 --on 未能运行的原因（./lab check --help）。
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
     R"txt(用法：./lab bench <chapter> [--seed N] [--verbose]
      ./lab bench <chapter> --solution [--seed N] [args...]

先检查你的文件（未通过检查器的核函数不计时），然后与参考答案一起计时：中位时间
（CUDA 事件、预热、多次运行取中位数）、速率、占上限的百分比（上限在同一次运行中、
在这块 GPU 上实测：设备到设备的拷贝带宽，或 cuBLAS），以及你的用时是参考用时的
多少倍；然后是该章的目标和你的最好成绩（./lab list 也会显示）。
  --seed N        用种子 N 生成输入，与 check 相同：你的检查器、两个基准程序以及
                  --solution 的表格都用它（默认用 LAB_SEED，没有则取新的种子并打印）
  --verbose       同时打印两个基准程序自己的表格
  --solution      改为显示该章的完整表格：参考答案及其各个变体
                  （章节之后的参数传给该程序）
退出码：0 已计时，1 未通过检查器或无法计时，77 没有可用的 GPU。
)txt"},
    {"cli.help.profile",
     R"txt(用法：./lab profile <chapter> [--solution] [--kernel NAME] [--seed N]

先检查你的文件（未通过检查器的核函数不剖析），然后在 Nsight Compute 下把该章的基准用例
运行一次（ncu 使用 --clock-control none：不改动 GPU 的频率），剖析你的核函数和参考答案的
核函数，并排列出：用时、显存和计算吞吐占峰值的百分比、占用率及其限制因素、线程束在等待
什么，以及该章关注的指标（合并访问、bank 冲突、原子操作、FP32 吞吐）；然后给出下一步
可以尝试的方向和一张屋顶线图。它不记录任何判定。
  --solution      只剖析参考答案
  --kernel NAME   只看名字中含有 NAME 的核函数
  --seed N        用种子 N 生成输入，与 check 相同
退出码：0 已剖析，1 未通过检查器或无法剖析，77 没有可用的 GPU、没有 ncu，或性能计数器
只允许管理员读取（并说明如何开放）。
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
.lab/backups/<chapter>/ 中。实验环境是 git 检出时，骨架来自 git；否则来自实验环境首次
运行时保存在 .lab/pristine/ 中的副本。
  --yes           不询问
)txt"},
    {"cli.help.selftest",
     R"txt(用法：./lab selftest [--seeds N] [--mistake-runs K] [--parallel P] [--contended]
                      [--chapters LIST] [--timeout S]

实验环境的自检，供教师使用：编译各章的所有检查器，每次并行运行 P 个：每章的参考答案
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
一个文件夹、一个 git 仓库、一个 .zip 或 .tar.gz）：只计入每章自己的 .cu，与实验环境的
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
    {"cli.help.on", R"txt(用法：./lab on [HOST[:FOLDER] | --clear]

设置 --on 的默认主机：此后 check、run、bench、profile、selftest 和 doctor 都在 HOST 上、
在那里 FOLDER（默认 ~/cuda-lab）中实验环境的检出里运行，如同给出了 --on HOST；--here
让其中某一次在这台机器上运行。主机保存在 .lab/on.tsv 中。不带参数时，显示默认主机。
  --clear         取消默认主机：各命令又在这台机器上运行
)txt"},
    {"cli.help.on-options",
     R"txt(在另一台机器上运行，通过 ssh（见 docs/zh/lab-command.md 的“--on”一节）：
  --on HOST       带上你的文件在 HOST 上运行：[user@]host[:folder]，host 是
                  ~/.ssh/config 中的别名或主机名，folder 是那里实验环境的检出（~/cuda-lab）
  --sync          与 --on 一起用：在那里创建检出，或把它更新到本实验环境的提交
  --here          即使设置了默认主机（./lab on），也在这台机器上运行
--on 的退出码：65 那里的检出位于另一个提交，66 那里没有检出，68 无法连接主机，
69 主机缺少实验环境所需的工具，74 运行期间连接断开（没有记录任何结果）。
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
    {"cli.list.checked-on", "在 {host} 上检查"},
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
     R"txt(没有找到 {file} 的原始副本：git 中没有，实验环境也没有保存过（实验环境首次运行时，
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
    {"cli.reset.from-copy", "实验环境首次运行时保存的副本（{when}）"},
    {"cli.on.bad-host",
     "\"{text}\" 不是 --on 能用的主机：请写成 [user@]host[:folder]，例如 gpu-box 或 "
     "alice@gpu.example.edu:~/cuda-lab"},
    {"cli.on.here-and-on", "--here 与 --on 互相矛盾：只给其中一个"},
    {"cli.on.sync-without-host",
     "--sync 要和 --on HOST 一起用（或者先用 ./lab on HOST 设好默认主机）"},
    {"cli.on.clear-and-host", "--clear 不接受主机"},
    {"cli.on.default-is",
     "默认主机是 {where}：check、run、bench、profile、selftest 和 doctor 都在那里运行"
     "（--here：在这台机器上运行；./lab on --clear 取消默认主机）。"},
    {"cli.on.default-cleared", "已取消默认主机：各命令又在这台机器上运行。"},
    {"cli.on.no-default",
     "没有默认主机：各命令在这台机器上运行。./lab on HOST[:FOLDER] 可以设置一个"
     "（见 docs/zh/lab-command.md 的“--on”一节）。"},
    {"cli.on.where", "在 {where} 上运行，使用本实验环境的提交 {commit}"},
    {"cli.on.where-default",
     "在 {where}（默认主机；--here 在这台机器上运行）上运行，使用本实验环境的提交 {commit}"},
    {"cli.on.no-ssh",
     "--on 需要 ssh，但找不到 {ssh}：请安装 OpenSSH 客户端（Debian、Ubuntu：sudo apt install "
     "openssh-client）"},
    {"cli.on.not-git",
     "--on 会在另一台机器上运行本实验环境的同一个提交，而 {folder} 不是 git 检出（或者这里"
     "没有安装 git）：要使用 --on，请用 git 克隆实验环境。"},
    {"cli.on.unreachable", "无法通过 ssh 连接 {host}；ssh 的输出："},
    {"cli.on.unreachable-advice",
     "请检查 ~/.ssh/config 中该主机的名称、端口、用户和密钥（见 docs/zh/lab-command.md 的"
     "“--on”一节）；ssh {host} true 可以单独测试连接。"},
    {"cli.on.connection-lost",
     "在那边的运行结束之前，与 {host} 的连接断开了（ssh 退出码 255）：没有记录任何结果。"
     "等 {host} 能连上后再运行一次。"},
    {"cli.on.no-git",
     "{host} 的 PATH 中没有 git：--on 需要在那里用它创建和核对实验环境的检出（Debian、"
     "Ubuntu：sudo apt install git）。"},
    {"cli.on.not-made-by-sync",
     "{where} 中已有不是 --sync 放进去的文件。--on 会把你的文件写进它运行所用的检出，所以只"
     "使用它自己创建的检出：请指定一个空的或新的文件夹，例如 --on {host}:~/cuda-lab-on --sync。"},
    {"cli.on.toolchain", "{host} 缺少实验环境构建所需的工具；那里 ./lab doctor 的工具链检查结果："},
    {"cli.on.cannot-sync", "无法在 {where} 创建或更新检出；git 的输出："},
    {"cli.on.unexpected", "{host} 的回答不是实验环境预期的（退出码 {code}）："},
    {"cli.on.cannot-bundle", "git 无法为本实验环境的提交创建 bundle："},
    {"cli.on.syncing",
     "正在把本实验环境的提交 {commit} 发送到 {where}（{size} MiB，一个 git bundle）..."},
    {"cli.on.no-checkout",
     "{where} 还没有实验环境的检出。--sync 会在那里创建一个，检出本实验环境的提交 {commit}："
     "加上 --sync 再运行同一条命令即可。"},
    {"cli.on.other-commit",
     "{where} 的检出位于提交 {theirs}，本实验环境位于 {ours}。--sync 会把它更新到 {ours}："
     "加上 --sync 再运行同一条命令即可。"},
    {"cli.on.ask-sync", "现在就把提交 {commit} 发送过去吗（与 --sync 相同）？"},
    {"cli.on.verdict-not-read", "无法从 {host} 取回判定结果：这里没有记录任何结果。"},
    {"cli.on.not-recorded",
     "在 {host} 上的运行以退出码 {code} 结束，没有给出判定：没有记录任何结果。"},
    {"cli.cannot-start", "无法启动 {program}：{error}"},
    {"cli.cannot-write", "无法写入 {file}"},
    {"cli.build.demo-for", "第 {id} 章的演示程序"},
    {"cli.watch.watching", "正在监视 {folder}/（{how}）；保存文件即重新检查，按 Ctrl-C 停止"},
    {"cli.watch.notifications", "通知 + 轮询"},
    {"cli.watch.polling", "轮询"},
    {"cli.watch.changed", "{clock}  {file} 已更改"},
    {"cli.build.whole-output", "（完整的构建输出：{log}）"},
    {"cli.build.ok", "成功"},
    {"cli.build.waiting", "lab：另一个 lab 命令正在 {folder} 中构建，等待它完成 ..."},
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
    {"cli.bench.picture", "同样的结果也画成了图：{file}（用浏览器打开）"},
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
    // ---- lab profile (verb_profile.cpp, profile_report.cpp, profile/advice.cpp)
    {"cli.doctor.no-ncu", "没有找到 Nsight Compute（ncu）：只有 ./lab profile 需要它"},
    {"cli.doctor.ncu", "Nsight Compute {version}（供 ./lab profile 使用）"},
    {"cli.doctor.ncu-administrators",
     "但只有管理员才能读取这块 GPU 的性能计数器（RmProfilingAdminOnly: 1）"},
    {"cli.profile.heading", "：用 Nsight Compute 剖析你的核函数，并与参考答案对照"},
    {"cli.profile.heading-solution", "：用 Nsight Compute 剖析参考答案"},
    {"cli.profile.nothing-to-profile", "{id} 没有可剖析的内容：{why}"},
    {"cli.profile.no-ncu",
     "这台机器上没有安装 Nsight Compute（ncu）。它随 CUDA Toolkit 提供：NVIDIA CUDA 软件源中的 "
     "nsight-compute-<版本> 软件包，或 Debian non-free、Ubuntu multiverse 中的 nsight-compute。"
     "实验环境会在 PATH、$CUDA_HOME/bin、/usr/local/cuda/bin 和 /opt/nvidia/nsight-compute/ 中"
     "查找 ncu；装在别处时用 LAB_NCU 指定。"},
    {"cli.profile.ncu-not-found", "LAB_NCU 指定的 {ncu} 不是可执行的程序。"},
    {"cli.profile.not-profiled",
     R"txt(  未剖析：没有通过检查器的核函数，剖析结果没有参考价值。
  ./lab check {id} 会指出错在哪里。
)txt"},
    {"cli.profile.profiling", "用 {ncu} 先剖析你的文件，再剖析参考答案（种子 {seed}）……"},
    {"cli.profile.profiling-solution", "用 {ncu} 剖析参考答案（种子 {seed}）……"},
    {"cli.profile.whose-yours", "你的文件"},
    {"cli.profile.whose-reference", "参考答案"},
    {"cli.profile.not-profiled-run", "{whose}无法剖析："},
    {"cli.profile.nothing-recorded", "Nsight Compute 没有记录到任何核函数"},
    {"cli.profile.no-permission",
     "Nsight Compute 无权读取这块 GPU 的性能计数器（ERR_NVGPUCTRPERM）：这台机器只允许管理员读取。"
     "请以 root 身份运行 ./lab profile，或者请管理员向所有用户开放：在 /etc/modprobe.d/ 下的"
     "某个文件中写入 \"options nvidia NVreg_RestrictProfilingToAdminUsers=0\"，然后重新加载驱动"
     "（或重启）。详见 https://developer.nvidia.com/ERR_NVGPUCTRPERM"},
    {"cli.profile.not-supported",
     "Nsight Compute 无法在这台机器或这块 GPU 上剖析（原因见它的输出）："},
    {"cli.profile.cannot-read", "无法读取剖析报告："},
    {"cli.profile.cannot-read-why", "ncu --import {report} --page {page}：{why}"},
    {"cli.profile.no-rows", "剖析报告中没有基准程序的任何一次被剖析的调用"},
    {"cli.profile.no-such-kernel",
     "--kernel {name}：被剖析的核函数中没有这个名字；它们是：{kernels}"},
    {"cli.profile.row", "{name}，规模 {size}"},
    {"cli.profile.column-yours", "你的"},
    {"cli.profile.column-reference", "参考答案"},
    {"cli.profile.column-solution", "参考答案"},
    {"cli.profile.line.kernel", "核函数"},
    {"cli.profile.line.time", "用时（单次调用）"},
    {"cli.profile.line.dram", "显存吞吐，占峰值"},
    {"cli.profile.line.compute", "计算吞吐（SM），占峰值"},
    {"cli.profile.line.occupancy", "占用率"},
    {"cli.profile.line.limit", "占用率的限制因素"},
    {"cli.profile.line.registers", "每线程寄存器数"},
    {"cli.profile.line.block", "每个线程块的线程数"},
    {"cli.profile.line.stalls", "线程束主要在等待"},
    {"cli.profile.line.load-sectors", "每次全局读取的扇区数"},
    {"cli.profile.line.store-sectors", "每次全局写入的扇区数"},
    {"cli.profile.line.conflicts", "共享内存 bank 冲突"},
    {"cli.profile.line.atomics", "原子操作请求数"},
    {"cli.profile.line.flops", "FP32 吞吐"},
    {"cli.profile.cell.occupancy", "{achieved} %，理论 {theoretical} %"},
    {"cli.profile.cell.conflicts", "{conflicts}（{percent} %）"},
    {"cli.profile.cell.flops", "{rate} TFLOP/s（{percent} %）"},
    {"cli.profile.limit.registers", "寄存器"},
    {"cli.profile.limit.shared-memory", "共享内存"},
    {"cli.profile.limit.warps", "每个 SM 的线程束数"},
    {"cli.profile.limit.blocks", "每个 SM 的线程块数"},
    {"cli.profile.stall.barrier", "在 __syncthreads() 处等待同一线程块中的其他线程束"},
    {"cli.profile.stall.branch_resolving", "等待分支目标地址算出"},
    {"cli.profile.stall.dispatch_stall", "指令已被选中，但无法分派"},
    {"cli.profile.stall.drain", "在结束时等待该线程束的写入到达内存"},
    {"cli.profile.stall.gmma", "等待线程束组矩阵指令（wgmma）"},
    {"cli.profile.stall.imc_miss", "等待常量缓存未命中"},
    {"cli.profile.stall.lg_throttle", "全局内存指令队列已满：细碎的读写太多"},
    {"cli.profile.stall.long_scoreboard", "等待指令所需的全局内存数据（来自 L1、L2 或显存）"},
    {"cli.profile.stall.math_pipe_throttle", "运算单元正忙"},
    {"cli.profile.stall.membar", "在内存栅栏（__threadfence）处等待"},
    {"cli.profile.stall.mio_throttle", "共享内存和特殊指令的队列已满"},
    {"cli.profile.stall.misc", "其他原因"},
    {"cli.profile.stall.no_instruction", "等待取指"},
    {"cli.profile.stall.not_selected",
     "已就绪，但调度器发射了另一个线程束的指令（工作量充足，无害）"},
    {"cli.profile.stall.short_scoreboard", "等待共享内存读取或特殊函数（sqrt、exp 等）的结果"},
    {"cli.profile.stall.sleeping", "休眠（__nanosleep）或等待线程束重新汇合"},
    {"cli.profile.stall.tex_throttle", "纹理与 L1 队列已满"},
    {"cli.profile.stall.wait", "相关指令之间的固定等待"},
    {"cli.profile.try-next", "下一步可以尝试：{advice}"},
    {"cli.profile.try-next-solution", "限制它的因素：{advice}"},
    {"cli.profile.advice.as-fast",
     "你的主要核函数用时是参考答案的 {multiple} 倍：与参考答案一样快。"},
    {"cli.profile.access.loads", "全局内存读取"},
    {"cli.profile.access.stores", "全局内存写入"},
    {"cli.profile.advice.few-blocks",
     "你的网格只有 {grid} 个线程块，只填满了 GPU 的 {waves} 轮（1 表示每个 SM "
     "都装满了它能容纳的线程块），有些 SM 无事可做：按数据量启动足够多的线程块，"
     "每个元素一个线程，而不是用少数线程块循环。"},
    {"cli.profile.advice.uncoalesced",
     "你的{kind}每次请求涉及 {sectors} 个 32 字节的扇区，参考答案是 {reference} 个："
     "同一线程束中各线程访问的地址相距太远。让线程束中的第 i 个线程访问元素 base + i，"
     "使一个线程束的访问落在尽可能少的扇区里。"},
    {"cli.profile.advice.uncoalesced-alone",
     "{kind}每次请求涉及 {sectors} 个 32 字节的扇区：同一线程束中各线程访问的地址相距太远。"},
    {"cli.profile.advice.bank-conflicts",
     "共享内存的访问波次中有 {percent} % 是 bank 冲突：同一线程束的线程同时访问了同一个 bank。"
     "按列读取分块时，除非给每行补一列（[TILE][TILE + 1]），否则就会冲突。"},
    {"cli.profile.advice.many-atomics",
     "你的核函数发出了 {atomics} 次原子操作请求，参考答案是 {reference} 次：先在线程块内合并"
     "（用共享内存或线程束洗牌），再让每个线程块只做一次原子操作。"},
    {"cli.profile.advice.occupancy.registers",
     "一个 SM 能容纳的线程束只用上了 {theoretical} %，因为每个线程用了 {registers} 个寄存器："
     "减少每个线程同时存活的变量，就能让更多线程块同时运行。"},
    {"cli.profile.advice.occupancy.shared-memory",
     "一个 SM 能容纳的线程束只用上了 {theoretical} %，原因是每个线程块申请的共享内存："
     "分块小一些，就能让更多线程块同时运行。"},
    {"cli.profile.advice.occupancy.warps",
     "线程块为 {block} 个线程时，一个 SM 能容纳的线程束只用上了 {theoretical} %："
     "选能整除 2048 的线程块大小（如 256 或 512）才能填满 SM。"},
    {"cli.profile.advice.occupancy.blocks",
     "一个 SM 能容纳的线程束只用上了 {theoretical} %：一个 SM 最多同时运行 32 个线程块，"
     "而你的线程块只有 {block} 个线程。128 到 512 个线程的线程块才能填满它。"},
    {"cli.profile.advice.at-bandwidth",
     "它的数据搬运速度达到显存峰值的 {dram} %：它受限于显存带宽，只有少搬运一些字节才能更快。"},
    {"cli.profile.advice.compute-bound",
     "它的 SM 有 {compute} % 的时间在忙：它受限于计算，只有更少或更便宜的指令才能更快。"},
    {"cli.profile.advice.far-from-flop-peak",
     "它只达到 FP32 峰值的 {percent} %：每个读进来的值都应当被多次使用。把分块放进共享内存，"
     "并让每个线程在寄存器中计算多个输出，就能做到这一点。"},
    {"cli.profile.advice.waits.long_scoreboard",
     "显存（{dram} %）和计算（{compute} %）都不忙，而线程束有 {share} % 的时间在等待全局内存："
     "让 GPU 同时有更多读取在途，可以用更多线程，或让每个线程处理几个互不相关的元素。"},
    {"cli.profile.advice.waits.barrier",
     "显存（{dram} %）和计算（{compute} %）都不忙，而线程束有 {share} % 的时间在 __syncthreads() "
     "处等待：减少同步，或在两次同步之间多做些工作。"},
    {"cli.profile.advice.waits.lg_throttle",
     "线程束有 {share} % 的时间在等待已满的内存指令队列：用更少、更宽的访问（float4）。"},
    {"cli.profile.advice.waits.mio_throttle",
     "线程束有 {share} % "
     "的时间在等待已满的共享内存指令队列：减少共享内存访问（把值留在寄存器里）。"},
    {"cli.profile.advice.waits.short_scoreboard",
     "线程束有 {share} % 的时间在等待共享内存或特殊函数：可能是 bank "
     "冲突，或每个结果读了太多次共享内存。"},
    {"cli.profile.advice.nothing-alone", "这些计数器里没有哪一项明显是它的瓶颈。"},
    {"cli.profile.advice.nothing",
     "这些计数器里没有特别突出的问题：把你的一列与参考答案的一列对比一下。"},
    {"cli.profile.point-yours", "你的：{kernel}"},
    {"cli.profile.point-reference", "参考答案：{kernel}"},
    {"cli.profile.point-solution", "{kernel}"},
    {"cli.profile.picture", "这些核函数的屋顶线图：{file}（用浏览器打开）"},
    {"cli.profile.times-note",
     "这里的用时是在剖析器下各调用一次、且调用前清空了缓存（ncu 的默认做法）测得的；"
     "./lab bench {id} 给出的是多次调用的中位数。"},
    {"cli.profile.reports",
     "完整的剖析报告：{reports}；可以用 Nsight Compute（ncu-ui）打开，或用 "
     "ncu --import {report} --page details 打印。"},
    {"cli.speed.each-size", "按每种规模分别测量"},
    {"cli.speed.of-ceiling", "达到{ceiling}的 {percent}"},
    {"cli.speed.reference", "（参考答案 {figure}）"},
    {"cli.speed.note", "你的 {name}：规模 {size} 时{figure}{reference}；详见 ./lab bench {id}"},
    {"cli.speed.headings", "核函数|规模|你的 ms|你的速率|占上限 %|参考 ms|占上限 %|你的用时"},
    {"cli.speed.time-note",
     "你的用时：你的中位时间是参考答案的多少倍（1.00 x 一样快，2.00 x 慢一倍）。"},
    {"cli.speed.ceiling-note",
     "上限（{ceiling}）在每次运行中实测：你的运行中为 {yours}，参考答案的运行中为 {reference}。"},
    {"cli.speed.target-met", "已达成目标：{target}"},
    {"cli.speed.target-not-met", "尚未达成目标：{target}"},
    {"cli.speed.best", "最好成绩：{best}"},
    {"cli.speed.best-at", "{figure}（{kernel}，规模 {size}）"},
    {"cli.speed.best-of", "{figure}（{kernel}）"},
    {"cli.speed.separator", "；"},
    {"bench.ceiling.copy", "拷贝带宽"},
    {"bench.heading",
     "cuda-lab 基准测试：{chapter}，在 {gpu} 上（计算能力 {major}.{minor}，{sms} 个 SM，L2 {l2} "
     "MiB），种子 {seed}"},
    {"bench.table.headings", "实现|规模|中位 ms|速率|占上限 %"},
    {"bench.copy-ceiling",
     "上限：cudaMemcpyAsync 在显存内拷贝 1 GiB，{rate} GB/s（读和写的字节都计入）"},
    {"bench.sm-clock", "实测 SM 时钟：测量前 {before} MHz，测量后 {after} MHz"},
    {"bench.stopped", "基准测试中止：{error}"},
    {"bench.unknown-argument",
     "不认识的参数“{argument}”（可用的选项：--results FILE、--exercises、--quick、--profile）"},
    {"bench.cannot-write", "无法写入 {file}"},
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
     "构建文件夹 {folder} 还没有配置（没有 chapters.json）：请通过 ./lab "
     "启动实验环境，它会完成配置"},
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
     "checker/{dir}/meson.build 的清单中没有 skeleton_diagnosis"},
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

    // ---- the pictures (checker/cli/pictures): lab bench's, the roofline, the class report's
    {"picture.bench.title", "{chapter}：你的核函数、参考答案与上限"},
    {"picture.bench.yours", "你的核函数"},
    {"picture.bench.reference", "参考答案"},
    {"picture.bench.ceiling", "上限（在你的那次运行中实测）"},
    {"picture.bench.kernel-and-ceiling", "{kernel}（上限：{ceiling}）"},
    {"picture.bench.higher-is-faster", "{unit}，越高越快"},
    {"picture.bench.lower-is-faster", "{unit}，越低越快"},
    {"picture.roofline.intensity", "算术强度（FLOP/字节）"},
    {"picture.roofline.throughput", "吞吐量（GFLOP/s）"},
    {"picture.roofline.bandwidth-roof", "显存带宽峰值：{value} GB/s"},
    {"picture.roofline.compute-roof", "算力峰值：{value} GFLOP/s"},
    {"picture.roofline.ridge", "拐点：{value} FLOP/字节"},
    {"picture.students", "学生人数"},
    {"picture.scores.title", "{chapter}：全班得分分布"},
    {"picture.scores.axis", "得分（占本章满分的 %）"},
    {"picture.speed.title", "{exercise}：全班速度分布"},
    {"picture.speed.axis", "占同一次运行实测上限的 %"},
    {"picture.speed.target", "目标：{percent}"},

    // ---- the grader (checker/cli/grade)
    {"cli.grade.no-sandbox", "无法在沙箱中运行提交："},
    {"cli.grade.no-sandbox-why",
     "除非你明确要求，不受信任的代码绝不在沙箱之外运行：--no-sandbox "
     "会不用沙箱运行它（报告中会记录这一点）。"},
    {"cli.grade.heading", "{submissions} -> {out}：{chapters}，{jobs}，班级种子 {seed}{shard}"},
    {"cli.grade.shard", "，分片 {shard}/{shards}"},
    {"cli.grade.fast-output", "达到上限的 {percent} %"},
    {"cli.grade.not-timed", "未计时"},
    {"cli.grade.report.title", "lab grade：全班报告"},
    {"cli.grade.report.heading", "全班报告"},
    {"cli.grade.report.students", "学生"},
    {"cli.grade.report.sandbox", "沙箱"},
    {"cli.grade.report.limits", "资源限制"},
    {"cli.grade.report.test-hook", "测试钩子"},
    {"cli.grade.report.class-seed", "全班种子"},
    {"cli.grade.report.last-run", "上次运行"},
    {"cli.grade.report.last-run-text",
     "评分了 {graded} 份（学生、章节），用时 {duration}，同时运行 {jobs} 个"},
    {"cli.grade.report.per-chapter", "各章情况"},
    {"cli.grade.report.per-chapter-headings",
     "章节|学生|满分|平均得分|编译未通过|未提交或被拒收|没有可信的结果|未评分"},
    {"cli.grade.report.failures", "最常见的失败，按诊断归类"},
    {"cli.grade.report.failures-note",
     "按诊断 id（docs/report-format.md）统计测试失败的学生人数，并附一例诊断文字。"},
    {"cli.grade.report.failures-headings", "诊断 id|学生|示例"},
    {"cli.grade.report.no-id", "（没有 id）"},
    {"cli.grade.report.compile", "编译未通过"},
    {"cli.grade.report.compile-headings", "学生|章节|原因|前几条编译信息"},
    {"cli.grade.report.all-compiled", "提交的文件全部编译通过。"},
    {"cli.grade.report.untrustworthy", "没有可信结果的运行"},
    {"cli.grade.report.untrustworthy-note",
     "不计分：检查器被杀掉、被停止，或者它的报告前后不一致。"},
    {"cli.grade.report.untrustworthy-headings", "学生|章节|原因"},
    {"cli.grade.report.fast", "选做的快速核函数"},
    {"cli.grade.report.fast-note",
     "在评分用的 GPU 上单独做一轮基准测试来测量（GPU 只给它用，不与其他检查器同时运行）。"
     "上限在同一次运行中实测。"},
    {"cli.grade.report.fast-heading", "{kernel}（目标：{target}，{points} 分）"},
    {"cli.grade.report.fast-headings",
     "学生|规模|占同次运行上限的 %|用时是参考答案的几倍|目标|备注"},
    {"cli.grade.report.fast-headings-named",
     "学生|规模|占同次运行上限（{ceiling}）的 %|用时是参考答案的几倍|目标|备注"},
    {"cli.grade.report.met", "已达成"},
    {"cli.grade.report.not-met", "未达成"},
    {"cli.grade.report.similar", "相似的提交"},
    {"cli.grade.report.similar-note",
     "去掉空白和注释、统一标识符名称之后，章节文件几乎相同的两两组合"
     "（相似度 ≥ {threshold}）。是否雷同由你判断。"},
    {"cli.grade.report.no-pairs", "没有相似的组合。"},
    {"cli.grade.report.similar-headings", "学生|学生|相似度"},
    {"cli.grade.report.listed", "{what}（{count}）：{names}"},
    {"cli.grade.report.identical", "与参考答案相同"},
    {"cli.grade.report.untouched", "未改动的骨架代码"},
    {"cli.grade.report.submissions", "提交"},
    {"cli.grade.report.submissions-headings", "学生|形式|章节文件|备注"},
    {"cli.grade.report.rejected", "被拒收：{why}"},
    {"cli.grade.report.more", "……（另有 {count} 个）"},
    {"cli.grade.report.ignored", "已忽略，属于实验环境（只有本章自己的 .cu 计入）"},
    {"cli.grade.report.unused", "未使用"},
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
    {"harness.outcome-hang", "挂起"},
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
    {"harness.not-run-after-hang", "未运行：检查器在“{test}”挂起后停止了。"},
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
    // 工作进程（checker/harness/worker.cpp）。
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
    {"forbidden-call-in-launcher",
     "{function} 在把工作放入流的过程中调用了 {calls}：启动函数不能这样做（{error}）。\n  启动函数"
     "只在调用者拥有的缓冲区上、把工作放入传给它的流：它不分配、不释放，也不等待（何时等待由调用者"
     "决定）。请在它之外一次性分配好内存；拷贝请在该流上用 cudaMemcpyAsync。\n  （检查器把你的流"
     "录制成 CUDA 图，以查看 {function} 放入了什么；这些调用无法被录制。）"},
    {"harness.forbidden.allocation", "{call}（分配内存）"},
    {"harness.forbidden.free", "{call}（释放内存）"},
    {"harness.forbidden.wait", "{call}（等待）"},
    {"harness.forbidden.legacy-copy",
     "{call}（传统默认流上的拷贝：请在传给它的流上用 cudaMemcpyAsync）"},
    {"default-stream-in-launcher",
     "{function} 调用了 {calls}。这些工作运行在传统默认流上：调用者的非阻塞流不等待它，它也不等待"
     "调用者的流，它与 {function} 所用流上的核函数之间没有任何先后顺序，可能在它们之前，也可能在"
     "之后运行（这里它只在检查器录制调用时运行了一次，之后再也没有运行）。请把它放到流上："
     "cudaMemsetAsync(..., stream)、cudaMemcpyAsync(..., stream)。"},
    {"harness.forbidden.default-stream-memset",
     "{call}（在传统默认流上：请在传给它的流上用 cudaMemsetAsync）"},
    {"harness.crash-in-call",
     "崩溃发生在 {function} 内部，它是你文件中的函数，检查器当时正在调用它。"},
    {"host-access-to-device-memory",
     "它访问的地址位于显存中（来自 cudaMalloc）：{function} 在主机上通过设备指针读写了内存。"
     "CPU 无法访问这块内存；只有核函数可以，或者先用拷贝（cudaMemcpyAsync）把数据取到主机内存。"},
    {"harness.recorded-anyway", "录制虽然继续了，但约定同样禁止这样做"},
    {"allocates-in-launcher",
     "{function} 在它的流上分配或释放了内存（{calls}）。约定禁止这样做：启动函数只在调用者拥有的"
     "缓冲区上把工作放入流中；它会一帧接一帧地被调用，每次调用都分配既浪费时间，放在 CUDA 图中"
     "时在释放之前也无法再次启动。临时内存请在启动函数之外一次性分配好再传进来（或者不用它）。"},
    {"harness.recorded-call-failed", "运行启动函数放入其流中的工作"},
    {"grid-dim-for-block-dim",
     "你的索引（沿 {axis}）在该用 blockDim.{axis} 的地方用了 gridDim.{axis}：按你的启动配置 "
     "{launch}，blockIdx.{axis} * gridDim.{axis} + threadIdx.{axis} 恰好到达被写入的那 {reached} "
     "个索引（共 {extent} 个），其余的都被跳过了。gridDim 是网格中线程块的个数，blockDim 是一个"
     "线程块中线程的个数。一个线程块的第一个索引是 blockIdx.{axis} * "
     "blockDim.{axis}：线程块的索引乘以线程块的大小，再加上线程的索引（左乘右加）。"},
    {"input-has-no-effect",
     "{input} 对 {output} 没有任何影响：检查器{how}，再次运行 {function}，{output} 却逐位不变。"
     "你的代码是否在该读 {input} 的地方读了它（比如把名字写重了：a[i] + a[i]，或者用自己算出的"
     "值代替了它）？"},
    {"harness.input-negated", "把 {input} 的每个元素取反"},
    {"harness.input-doubled", "把 {input} 的每个元素乘以 2"},
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
    // ---- the device work's order (stream_graph.h) and its timeline (stream_timeline.h)
    {"stream-graph.stream", "流 {letter}"},
    {"stream-graph.legacy-stream", "传统默认流"},
    {"stream-graph.per-thread-stream", "每线程默认流"},
    {"stream-graph.event", "事件 E{number}"},
    {"stream-graph.depends", "{later}要等{earlier}：{steps}。"},
    {"stream-graph.separator", "；"},
    {"stream-graph.sentence-separator", ""},
    {"stream-graph.step.one-stream", "两者都在{stream}上，而一个流按入队的顺序逐个执行它的工作"},
    {"stream-graph.step.same-stream", "在{stream}上，{to}排在{from}之后"},
    {"stream-graph.step.event", "{event}在{stream}上于{from}之后记录，{waiter}在{to}之前等待它"},
    {"stream-graph.step.legacy-after-blocking",
     "{to}在传统默认流上，而传统默认流要等所有阻塞流先前的工作，其中就有{stream}上的{from}"},
    {"stream-graph.step.blocking-after-legacy",
     "{to}在{stream}上，这是一个阻塞流（创建时没有指定 cudaStreamNonBlocking），"
     "它要等传统默认流先前的工作，其中就有{from}"},
    {"stream-graph.step.host", "主机在发出{from}之后等待{what}（{call}），然后才发出{to}"},
    {"stream-graph.step.host-copy", "{from}是同步拷贝，主机等它完成之后才发出{to}"},
    {"stream-graph.step.host-copy-after",
     "主机等同步拷贝{copy}完成（它在传统默认流上排在{from}之后），然后才发出{to}"},
    {"stream-graph.host.whole-device", "整个设备"},
    {"stream-graph.independent",
     "{later}不必等待{earlier}：二者之间没有任何由流、事件或主机等待连成的先后顺序。"},
    {"stream-graph.empty-wait",
     "在它之前的等待中，{wait}什么也没有等到：此前{event}"
     "还没有被记录过，而等待取的是事件在它之前最近的"
     "一次记录。"},
    {"stream-graph.label.kernel", "核函数 {name}（第 {n} 个调用）"},
    {"stream-graph.label.unnamed-kernel", "一次核函数启动（第 {n} 个调用）"},
    {"stream-graph.label.copy", "{function}，{direction}（第 {n} 个调用）"},
    {"stream-graph.label.call", "{function}（第 {n} 个调用）"},
    {"stream-graph.label.record", "{stream}上对{event}的记录（第 {n} 个调用）"},
    {"stream-graph.label.wait", "{stream}对{event}的等待（第 {n} 个调用）"},
    {"stream-graph.label.host-wait", "主机的 {function}（第 {n} 个调用）"},
    {"stream-graph.direction.host-to-device", "主机到显存"},
    {"stream-graph.direction.device-to-host", "显存到主机"},
    {"stream-graph.direction.device-to-device", "显存到显存"},
    {"stream-graph.direction.host-to-host", "主机到主机"},
    {"stream-graph.brief.kernel", "核函数"},
    {"stream-graph.brief.host-function", "主机函数"},
    {"stream-graph.brief.graph", "图"},
    {"stream-graph.timeline.host", "主机"},
    {"stream-graph.timeline.legacy", "流 0"},
    {"stream-graph.timeline.per-thread", "每线程默认流"},
    {"stream-graph.timeline.blocking", "{stream}（阻塞流）"},
    {"stream-graph.timeline.sync", "同步{what}"},
    {"stream-graph.timeline.all", "设备"},
    {"stream-graph.timeline.copy", "拷贝"},
    {"stream-graph.timeline.columns",
     "同一列中的工作可以同时运行；每一项都排在它所等待的、位于前面各列的工作之后。"},
    {"stream-graph.timeline.marks",
     "E1> 表示流先等待事件 E1，>E1 表示流随后记录 E1；同步：主机在等待。"},
    {"stream-graph.timeline.chain", "*：{later}等待{earlier}所经的那条链。"},
    {"stream-graph.timeline.steps", "步骤：同一列中的工作可以同时运行"},
    // ---- causes judged over the whole run (cause_rules.h)
    {"harness.rule-names-no-test", "本章的某条原因规则引用了本检查器中不存在的测试：“{test}”"},
    {"harness.likely-cause", "可能的原因："},
    {"harness.likely-causes", "与本次运行全部证据相符的原因（最可能的在前）："},
    {"harness.causes-of", "综合整次运行，关于“{test}”："},
    {"harness.evidence.passed", "测试“{test}”通过了"},
    {"harness.evidence.failed", "测试“{test}”失败了"},
    {"harness.evidence.found", "有测试以 {id} 失败"},
    {"harness.evidence.failed-with", "测试“{test}”以 {id} 失败"},
    {"harness.evidence.proposed", "同一测试指向 {id}"},
    {"harness.evidence.missing", "未显示：{evidence}不成立"},
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
};

}  // namespace

Catalogue core_chinese() { return {kChinese, std::size(kChinese)}; }

}  // namespace lab::messages
