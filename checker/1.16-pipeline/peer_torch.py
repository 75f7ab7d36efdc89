#!/usr/bin/env python3
"""Chapter 1.16's pipeline written with PyTorch and torchvision: a peer of the benchmark.

The same detector over the same video as ./build/bench-1.16-pipeline (bench_pipeline.cpp), so
that its frames per second and latencies can be read beside the lab's:

  - the scene: scene.cpp ported to numpy, the same video byte for byte (run_timing.h's
    kTimedVideo: 16 frames of 1920 x 1080, 5 objects, seed 33), with the true box of every
    object;
  - pinned staging (torch.empty(..., pin_memory=True)) and uploads with non_blocking copies;
  - the letterbox (chapter 1.10) with torch.nn.functional.affine_grid and grid_sample;
  - the stand-in model (model_rules.h, model.cu) in torch: the same integer arithmetic, the
    feature passes as dilated convolutions, one output channel per pass, so that it does all
    of the model's work at every pixel as the GPU's does;
  - decode (chapter 1.12) in torch, then torchvision.ops.batched_nms;
  - one stream (each frame waited for), then two streams, a copy stream and a compute stream
    ordered by CUDA events, with two frames in flight;
  - timed as the benchmark times: whole runs by the host's clock after one untimed run, the
    median run's frames/s; a frame's latency from its upload being enqueued to its boxes on
    the host; the model alone and a pinned upload of one frame timed with torch.cuda.Event.

Every frame's boxes are held against the scene's true boxes, as the demo does (not bit for bit
against the lab's: see docs/internals/1.16-pipeline.md for where the two may differ).

It is not part of the lab: nothing builds, tests or installs it, and the lab never needs
torch. Without numpy, torch, torchvision or a CUDA GPU it says so and exits 0.

  python3 checker/1.16-pipeline/peer_torch.py                   # the timing, on the GPU
  python3 checker/1.16-pipeline/peer_torch.py --check-on-cpu 2  # frames 0 and 1 on the CPU
"""

import argparse
import sys
import time

try:
    import numpy as np
    import torch
    import torchvision
except ImportError as missing:
    MISSING = missing.name
else:
    MISSING = None
    # Beside this file: the scene in numpy, the detector in torch.
    from peer_detector import StandInModel, letterbox_d2i, postprocess, preprocess, sampling_grid
    from peer_scene import make_video, truth_mismatch

# The timed video (run_timing.h's kTimedVideo).
FRAMES, WIDTH, HEIGHT, OBJECTS, SEED = 16, 1920, 1080, 5, 33
RUNS = 9


class Slot:
    """One frame in flight: pinned staging, the device frame, the events that order them."""

    def __init__(self, device):
        self.staging = torch.empty((HEIGHT, WIDTH, 3), dtype=torch.uint8, pin_memory=True)
        self.frame = torch.empty((HEIGHT, WIDTH, 3), dtype=torch.uint8, device=device)
        self.uploaded = torch.cuda.Event()
        self.preprocessed = torch.cuda.Event()


class Pipelines:
    def __init__(self, video, device):
        self.video = video
        d2i = letterbox_d2i(WIDTH, HEIGHT)
        self.d2i = torch.tensor(d2i, device=device)
        self.grid = sampling_grid(d2i, WIDTH, HEIGHT, device)
        self.model = StandInModel(device)
        self.copy, self.compute = torch.cuda.Stream(), torch.cuda.Stream()
        self.slots = [Slot(device), Slot(device)]

    def stage_and_upload(self, i, submitted, stream, join):
        """Frame i into its slot's staging once the slot's last upload is done, then its
        upload on `stream`, after the slot's last preprocessing when `join`."""
        s = self.slots[i % len(self.slots)]
        s.uploaded.synchronize()
        np.copyto(s.staging.numpy(), self.video[i])
        submitted[i] = time.perf_counter()
        with torch.cuda.stream(stream):
            if join:
                stream.wait_event(s.preprocessed)
            s.frame.copy_(s.staging, non_blocking=True)
            s.uploaded.record(stream)

    def detect_on(self, i, stream):
        s = self.slots[i % len(self.slots)]
        with torch.cuda.stream(stream):
            stream.wait_event(s.uploaded)  # the fork
            tensor = preprocess(s.frame, self.grid)
            s.preprocessed.record(stream)
            return postprocess(self.model(tensor), self.d2i)

    def serial(self, on_frame):
        """One stream: each frame staged, uploaded, run and its boxes read before the next."""
        submitted = {}
        for i in range(len(self.video)):
            self.stage_and_upload(i, submitted, self.compute, join=False)
            on_frame(i, self.detect_on(i, self.compute), submitted[i])

    def two_streams(self, on_frame):
        """A copy stream and a compute stream, two slots. torch's NMS waits for the GPU, so
        frame i + 1's upload is enqueued before frame i is run: it overlaps frame i's compute."""
        submitted = {}
        self.stage_and_upload(0, submitted, self.copy, join=True)
        for i in range(len(self.video)):
            if i + 1 < len(self.video):
                self.stage_and_upload(i + 1, submitted, self.copy, join=True)
            on_frame(i, self.detect_on(i, self.compute), submitted[i])


def time_runs(run, runs, truth):
    """`run` once untimed (its boxes held against the truth), then `runs` times."""
    wrong = []

    def check(i, kept, _):
        mismatch = truth_mismatch(kept, truth[i], WIDTH, HEIGHT)
        if mismatch:
            wrong.append(f"frame {i}: {mismatch}")

    run(check)
    whole, latency, first = [], [], []
    for _ in range(runs):
        start = time.perf_counter()
        handed = {}

        def note(i, kept, submitted):
            handed[i] = time.perf_counter()
            latency.append(1e3 * (handed[i] - submitted))

        run(note)
        whole.append(1e3 * (time.perf_counter() - start))
        first.append(1e3 * (handed[0] - start))
    return wrong, whole, latency, first


def time_with_events(stream, work, warmup=5, reps=30):
    """The median ms of `work` on `stream` between torch.cuda.Events, after `warmup` calls."""
    with torch.cuda.stream(stream):
        for _ in range(warmup):
            work()
        events = [torch.cuda.Event(enable_timing=True) for _ in range(reps + 1)]
        events[0].record(stream)
        for k in range(reps):
            work()
            events[k + 1].record(stream)
    stream.synchronize()
    return float(np.median([a.elapsed_time(b) for a, b in zip(events, events[1:])]))


def median(values):
    return float(np.median(values)) if values else 0.0


def percentile_90(values):
    ordered = sorted(values)
    return ordered[(9 * len(ordered) + 9) // 10 - 1] if ordered else 0.0


def benchmark(args):
    device = torch.device("cuda")
    torch.backends.cudnn.benchmark = True
    made = time.perf_counter()
    video, truth = make_video(args.frames, WIDTH, HEIGHT, OBJECTS, SEED)
    print(f"peer_torch.py: {args.frames} frames of {WIDTH} x {HEIGHT} (made in "
          f"{time.perf_counter() - made:.1f} s) on {torch.cuda.get_device_name(device)}, "
          f"torch {torch.__version__}, torchvision {torchvision.__version__}")
    p = Pipelines(video, device)

    tensor = preprocess(torch.from_numpy(video[0]).to(device), p.grid)
    torch.cuda.synchronize()  # made on the default stream, read on the compute stream
    model_ms = time_with_events(p.compute, lambda: p.model(tensor))
    model_fps = 1e3 / model_ms
    staging = p.slots[0].staging
    staging.copy_(torch.from_numpy(video[0]))
    frame_bytes = staging.numel()
    upload_ms = time_with_events(p.copy, lambda: p.slots[0].frame.copy_(staging,
                                                                        non_blocking=True))
    h2d_gbps = frame_bytes / (upload_ms * 1e6)
    print(f"  the model alone: {model_ms:.3f} ms a frame, {model_fps:.1f} frames/s "
          f"(torch.cuda.Event, median of 30)")
    print(f"  pinned H2D, one frame: {upload_ms:.3f} ms, {h2d_gbps:.1f} GB/s")

    serial_fps = None
    ok = True
    for name, run in (("serial, one stream", p.serial), ("two streams, depth 2", p.two_streams)):
        wrong, whole, latency, first = time_runs(run, args.runs, truth)
        if wrong:
            ok = False
            print(f"  {name}: WRONG, not timed: {wrong[0]} ({len(wrong)} frames wrong)")
            continue
        fps = 1e3 * args.frames / median(whole)
        serial_fps = serial_fps or fps
        upload_gbps = fps * frame_bytes / 1e9
        print(f"  {name}: {fps:.1f} frames/s ({median(whole):.2f} ms a run, median of "
              f"{args.runs}), {fps / serial_fps:.2f} x the serial, {100 * fps / model_fps:.1f} % "
              f"of the model alone's frames/s; uploads {upload_gbps:.1f} GB/s, "
              f"{100 * upload_gbps / h2d_gbps:.1f} % of pinned H2D; a frame's latency "
              f"{median(latency):.2f} ms median, {percentile_90(latency):.2f} ms p90, "
              f"{max(latency):.2f} ms max ({len(latency)} frames); frame 0 after "
              f"{median(first):.2f} ms")
    print("  every frame's boxes match the scene's objects" if ok else
          "  some frames' boxes do not match the scene's objects")
    return 0 if ok else 1


def check_on_cpu(frames):
    """The detector alone, on the CPU, over the first `frames` frames: the port checked
    against the scene's true boxes where there is no GPU."""
    device = torch.device("cpu")
    video, truth = make_video(frames, WIDTH, HEIGHT, OBJECTS, SEED)
    d2i = letterbox_d2i(WIDTH, HEIGHT)
    grid = sampling_grid(d2i, WIDTH, HEIGHT, device)
    model = StandInModel(device)
    wrong = 0
    for i in range(frames):
        kept = postprocess(model(preprocess(torch.from_numpy(video[i]), grid)),
                           torch.tensor(d2i))
        mismatch = truth_mismatch(kept, truth[i], WIDTH, HEIGHT)
        wrong += bool(mismatch)
        print(f"frame {i}: {len(kept)} boxes, " + (mismatch or "every object found"))
    return 1 if wrong else 0


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--frames", type=int, default=FRAMES, help="frames of the video")
    parser.add_argument("--runs", type=int, default=RUNS, help="timed runs of each pipeline")
    parser.add_argument("--check-on-cpu", type=int, metavar="N",
                        help="run the detector alone on the CPU over the first N frames")
    args = parser.parse_args()
    if MISSING:
        print(f"peer_torch.py: {MISSING} is not installed, so there is nothing to compare: "
              "the peer needs numpy, torch and torchvision (the lab itself needs none of them)")
        return 0
    if args.check_on_cpu:
        return check_on_cpu(args.check_on_cpu)
    if not torch.cuda.is_available():
        print("peer_torch.py: torch sees no CUDA GPU, so there is nothing to time "
              "(--check-on-cpu N checks the detector on the CPU)")
        return 0
    return benchmark(args)


if __name__ == "__main__":
    sys.exit(main())
