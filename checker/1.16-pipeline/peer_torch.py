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

  python3 checker/1.16-pipeline/peer_torch.py            # the timing, on the GPU
  python3 checker/1.16-pipeline/peer_torch.py --check-on-cpu 2   # frames 0 and 1 on the CPU
"""

import argparse
import sys
import time

try:
    import numpy as np
    import torch
    import torch.nn.functional as F
    import torchvision
except ImportError as missing:
    MISSING = missing.name
else:
    MISSING = None

# The timed video (run_timing.h's kTimedVideo).
FRAMES, WIDTH, HEIGHT, OBJECTS, SEED = 16, 1920, 1080, 5, 33

# model.h, model_rules.h, warp_affine.h: the detector's constants.
MODEL_INPUT = 640
MODEL_ROWS = 25200
MODEL_CLASSES = 80
ROW_FLOATS = 5 + MODEL_CLASSES
CONF_THRESHOLD = 0.25
IOU_THRESHOLD = 0.45
MAX_OBJECTS = 1024
FEATURE_PASSES = 580
CLASSES_KNOWN = 6
MATCH_TOLERANCE = 32
MIN_PIXELS = 32
VIEWS = 7
GRID, STRIDE, ANCHORS = 80, 8, 3
UNIT = 1.0 / 1024
LETTERBOX_FILL = 114
CLASS_CHANNELS = [4, 2, 1, 6, 3, 5]  # bit 2 red, bit 1 green, bit 0 blue
COLOUR_NAMES = ["red", "green", "blue", "yellow", "cyan", "magenta"]
# Each view's edge moves (left, top, right, bottom), model_rules.h's kMoves.
MOVES = [[0, 0, 0, 0], [1, 0, 1, 0], [-1, -1, 0, 0], [0, 1, 0, 2],
         [-2, 0, 1, -1], [1, 1, -1, -1], [-1, -1, 1, 1]]

RUNS = 9
M64 = (1 << 64) - 1


# ---------------------------------------------------------------------------------------------
# The scene (scene.cpp), in numpy
# ---------------------------------------------------------------------------------------------

def mix64(x):
    """splitmix64's finaliser on a Python int (model_rules.h's mix64)."""
    x &= M64
    x = ((x ^ (x >> 30)) * 0xbf58476d1ce4e5b9) & M64
    x = ((x ^ (x >> 27)) * 0x94d049bb133111eb) & M64
    return x ^ (x >> 31)


def mix64_array(x):
    """mix64 on a numpy uint64 array (its products wrap modulo 2^64, its shifts are logical)."""
    x = x.astype(np.uint64)
    x = (x ^ (x >> np.uint64(30))) * np.uint64(0xbf58476d1ce4e5b9)
    x = (x ^ (x >> np.uint64(27))) * np.uint64(0x94d049bb133111eb)
    return x ^ (x >> np.uint64(31))


class Draws:
    """The draws of one video: splitmix64, the same numbers for the same seed."""

    def __init__(self, seed):
        self.state = seed & M64

    def next(self):
        self.state = (self.state + 0x9e3779b97f4a7c15) & M64
        return mix64(self.state)

    def within(self, lo, hi):  # lo .. hi, both included
        return lo + self.next() % (hi - lo + 1)


RECTANGLE, ROUNDED, CROSS, FRAME = range(4)


def plan_objects(width, height, objects, seed):
    along = 0 if width >= height else 1
    long_side, short_side = max(width, height), min(width, height)
    smallest, largest = short_side // 8, short_side // 4
    margin = max(4, short_side // 128)
    band = long_side // objects
    if not 1 <= objects <= CLASSES_KNOWN or smallest * MODEL_INPUT < 20 * long_side \
            or band - 2 * margin < smallest:
        raise ValueError(f"{objects} objects in {width} x {height}: the scene cannot be drawn")
    draws = Draws(seed)
    labels = list(range(CLASSES_KNOWN))
    for c in range(CLASSES_KNOWN - 1, 0, -1):
        j = draws.within(0, c)
        labels[c], labels[j] = labels[j], labels[c]
    slow = max(2, short_side // 60)
    fast = max(slow + 1, short_side // 30)
    plan = []
    for o in range(objects):
        obj = {"label": labels[o], "shape": draws.within(0, 3),
               "size": [0, 0], "lo": [0, 0], "hi": [0, 0], "start": [0, 0], "speed": [0, 0]}
        for axis in (0, 1):
            in_band = axis == along
            room = band - 2 * margin if in_band else short_side - 2 * margin
            obj["size"][axis] = draws.within(smallest, min(largest, room))
            obj["lo"][axis] = (o * band if in_band else 0) + margin
            obj["hi"][axis] = obj["lo"][axis] + room - obj["size"][axis]
            obj["start"][axis] = draws.within(0, 2 * (obj["hi"][axis] - obj["lo"][axis]))
            speed = draws.within(slow, fast)  # scene.cpp draws the speed, then its sign
            obj["speed"][axis] = speed * (1 if draws.next() % 2 else -1)
        plan.append(obj)
    return plan


def position(obj, axis, frame):
    lo, hi = obj["lo"][axis], obj["hi"][axis]
    span = hi - lo
    if span == 0:
        return lo
    u = (obj["start"][axis] + obj["speed"][axis] * frame) % (2 * span)
    return lo + (u if u <= span else 2 * span - u)


def shape_mask(obj):
    """Which pixels of the object's box belong to it (scene.cpp's Object::covers)."""
    w, h = obj["size"]
    u = np.arange(w)[None, :]
    v = np.arange(h)[:, None]
    shape = obj["shape"]
    if shape == RECTANGLE:
        return np.ones((h, w), dtype=bool)
    if shape == ROUNDED:
        r = min(w, h) // 4
        du = np.maximum(np.maximum(0, r - u), u - (w - 1 - r))
        dv = np.maximum(np.maximum(0, r - v), v - (h - 1 - r))
        return du * du + dv * dv <= r * r
    if shape == CROSS:
        return ((u >= w // 3) & (u < w - w // 3)) | ((v >= h // 3) & (v < h - h // 3))
    t = max(2, min(w, h) // 5)
    return (u < t) | (u >= w - t) | (v < t) | (v >= h - t)


def paint_background(frame, t, seed):
    height, width, _ = frame.shape
    salt = np.uint32(mix64(seed) & 0xffffffff)
    x = np.arange(width, dtype=np.uint32)[None, :]
    y = np.arange(height, dtype=np.uint32)[:, None]
    h = (x * np.uint32(0x9e3779b1)) ^ (y * np.uint32(0x85ebca77)) \
        ^ np.uint32((t * 0xc2b2ae3d) & 0xffffffff) ^ salt
    h ^= h >> np.uint32(15)
    h *= np.uint32(0x2c1b3c6d)
    h ^= h >> np.uint32(12)
    xi = np.arange(width, dtype=np.int64)[None, :]
    yi = np.arange(height, dtype=np.int64)[:, None]
    h = h.astype(np.int64)
    base = 56 + 4 + 40 * (((xi + 3 * t) // 24 + (yi + 2 * t) // 24) & 1) \
        + ((xi * 7 + yi * 13 + t * 5) & 63) + (h & 15)
    for c, shift in enumerate((4, 8, 12)):
        frame[:, :, c] = base + ((h >> shift) % 9) - 4


def make_video(frames, width, height, objects, seed):
    """The frames (frames x height x width x 3 BGR bytes) and each frame's true boxes."""
    plan = plan_objects(width, height, objects, seed)
    masks = [shape_mask(obj) for obj in plan]
    video = np.empty((frames, height, width, 3), dtype=np.uint8)
    truth = []
    for t in range(frames):
        paint_background(video[t], t, seed)
        boxes = []
        for obj, mask in zip(plan, masks):
            x0, y0 = position(obj, 0, t), position(obj, 1, t)
            w, h = obj["size"]
            channels = CLASS_CHANNELS[obj["label"]]
            bgr = np.array([255 if channels & 1 else 0, 255 if channels & 2 else 0,
                            255 if channels & 4 else 0], dtype=np.uint8)
            video[t, y0:y0 + h, x0:x0 + w][mask] = bgr
            boxes.append((x0 - 0.5, y0 - 0.5, x0 + w - 0.5, y0 + h - 0.5, obj["label"]))
        truth.append(boxes)
    return video, truth


def edge_tolerance(width, height):
    scale = min(MODEL_INPUT / width, MODEL_INPUT / height)
    return 0.5 / scale + 1.0


def truth_mismatch(kept, truth, width, height):
    """"" when `kept` (left, top, right, bottom, confidence, label) holds the frame's objects:
    for each true box exactly one kept box of its label, every edge within edge_tolerance,
    and no other kept box (scene.cpp's truth_mismatch); otherwise what differs."""
    tolerance = edge_tolerance(width, height)
    matched = set()
    for left, top, right, bottom, label in truth:
        same = [k for k, box in enumerate(kept) if box[5] == label]
        what = f"{COLOUR_NAMES[label]} object [{left:.2f} {top:.2f} {right:.2f} {bottom:.2f}]"
        if len(same) != 1:
            return f"{what}: {len(same)} kept boxes of its class, not 1"
        box = kept[same[0]]
        off = max(abs(box[0] - left), abs(box[1] - top), abs(box[2] - right),
                  abs(box[3] - bottom))
        if off > tolerance:
            return f"{what}: an edge {off:.2f} pixels off (tolerance {tolerance:.2f})"
        matched.add(same[0])
    for k, box in enumerate(kept):
        if k not in matched:
            return f"a kept box of class {box[5]} where the frame has no such object"
    return ""


# ---------------------------------------------------------------------------------------------
# The detector, in torch
# ---------------------------------------------------------------------------------------------

def letterbox_d2i(src_w, src_h):
    """warp_affine.h's letterbox_matrix: i2d in float32, its inverse worked in double."""
    f32 = np.float32
    s = min(f32(MODEL_INPUT) / f32(src_w), f32(MODEL_INPUT) / f32(src_h))

    def shift(src, dst):
        return -s * f32(src) * f32(0.5) + f32(dst) * f32(0.5) + s * f32(0.5) - f32(0.5)

    m = [float(s), 0.0, float(shift(src_w, MODEL_INPUT)), 0.0, float(s),
         float(shift(src_h, MODEL_INPUT))]
    det = m[0] * m[4] - m[1] * m[3]
    a, b, d, e = m[4] / det, -m[1] / det, -m[3] / det, m[0] / det
    return np.array([a, b, -(a * m[2] + b * m[5]), d, e, -(d * m[2] + e * m[5])],
                    dtype=np.float32)


def sampling_grid(d2i, src_w, src_h, device):
    """affine_grid's grid for the letterbox: destination pixel (dx, dy) samples the source at
    d2i (dx, dy, 1), pixel centres at whole coordinates (align_corners=False)."""
    to_pixel = np.array([[MODEL_INPUT / 2, 0, (MODEL_INPUT - 1) / 2],
                         [0, MODEL_INPUT / 2, (MODEL_INPUT - 1) / 2], [0, 0, 1]])
    d2i_3 = np.array([[d2i[0], d2i[1], d2i[2]], [d2i[3], d2i[4], d2i[5]], [0, 0, 1]],
                     dtype=np.float64)
    to_normal = np.array([[2 / src_w, 0, 1 / src_w - 1], [0, 2 / src_h, 1 / src_h - 1],
                          [0, 0, 1]])
    theta = torch.tensor((to_normal @ d2i_3 @ to_pixel)[:2], dtype=torch.float32)
    return F.affine_grid(theta[None], [1, 3, MODEL_INPUT, MODEL_INPUT],
                         align_corners=False).to(device)


def preprocess(frame, grid):
    """warp_affine_to_tensor: the letterbox, bilinear, a neighbour outside the frame counting
    as the fill colour, each level rounded; R, G, B planes scaled by 1/255."""
    image = frame.permute(2, 0, 1)[None].float() - LETTERBOX_FILL  # B, G, R
    warped = F.grid_sample(image, grid, mode="bilinear", padding_mode="zeros",
                           align_corners=False) + LETTERBOX_FILL
    return torch.floor(warped + 0.5).flip(1) * (1.0 / 255.0)


def signed64(value):
    """A 64-bit constant as the int64 with the same bits."""
    return value - (1 << 64) if value >= 1 << 63 else value


def shift_right(x, k):
    """A logical shift right of int64 bits (torch's >> is arithmetic)."""
    return (x >> k) & ((1 << (64 - k)) - 1)


def mix64_tensor(x):
    """mix64 on an int64 tensor's bits: its products wrap modulo 2^64, as unsigned ones do."""
    x = (x ^ shift_right(x, 30)) * signed64(0xbf58476d1ce4e5b9)
    x = (x ^ shift_right(x, 27)) * signed64(0x94d049bb133111eb)
    return x ^ shift_right(x, 31)


def unsigned_mod(x, m):
    """The unsigned 64-bit value of x's bits, modulo m."""
    r = torch.remainder(x, m)
    return torch.where(x < 0, (r + (1 << 64) % m) % m, r)


def stencil_weight(shape, tx, ty):
    if shape == 0:
        return tx * (2 - ty * ty)
    if shape == 1:
        return ty * (2 - tx * tx)
    if shape == 2:
        return -8 if tx == 0 and ty == 0 else 1
    return tx + ty


class StandInModel:
    """The stand-in model (model_rules.h) in torch: the same predictions from the same levels.
    Every reduction is over integers, so the order torch adds in does not matter."""

    def __init__(self, device, passes=FEATURE_PASSES, chunk=64):
        pixels = MODEL_INPUT * MODEL_INPUT
        i = np.arange(pixels, dtype=np.uint64)
        self.mix_index = torch.from_numpy(mix64_array(i).view(np.int64)).to(device)
        index = torch.arange(pixels, device=device)
        self.x, self.y = index % MODEL_INPUT, index // MODEL_INPUT
        # The class of each combination of channel bits (br << 2 | bg << 1 | bb), -1 for none.
        table = [-1] * 8
        for c, channels in enumerate(CLASS_CHANNELS):
            table[channels] = c
        self.class_of_bits = torch.tensor(table, device=device)
        self.passes = passes
        # Pass p: stencil (p / 3) % 4 with taps 1 + p % 3 apart: one output channel per pass
        # of a convolution with that dilation, in chunks of `chunk` channels.
        self.stencils = []
        for d in (1, 2, 3):
            weights = [[[stencil_weight((p // 3) % 4, tx, ty) for tx in (-1, 0, 1)]
                        for ty in (-1, 0, 1)] for p in range(passes) if 1 + p % 3 == d]
            w = torch.tensor(weights, dtype=torch.float32, device=device)[:, None]
            self.stencils += [(d, w[k:k + chunk]) for k in range(0, len(weights), chunk)]
        self.rows = torch.arange(MODEL_ROWS, device=device)[:, None]
        self.cols = torch.arange(ROW_FLOATS, device=device)[None, :]
        self.moves = torch.tensor(MOVES, device=device)
        self.view_k = torch.arange(VIEWS, device=device)[:, None].expand(VIEWS, CLASSES_KNOWN)
        self.labels = torch.arange(CLASSES_KNOWN, device=device)
        e = VIEWS * CLASSES_KNOWN
        self.earlier = torch.ones(e, e, dtype=torch.bool, device=device).tril(-1)

    def feature(self, luma):
        """Every pass at every pixel, summed (model_rules.h's pixel_feature)."""
        plane = luma.view(1, 1, MODEL_INPUT, MODEL_INPUT).float()
        total = torch.zeros(MODEL_INPUT, MODEL_INPUT, device=luma.device)
        for d, w in self.stencils:
            padded = F.pad(plane, (d, d, d, d), mode="replicate")  # the edge repeated
            # Each response is a whole number below 2^12, whatever algorithm computes it.
            total += F.conv2d(padded, w, dilation=d).abs().round().sum(1)[0]
        return total.long()  # below 2^24: every partial sum was exact

    def __call__(self, tensor):
        """(1, 3, 640, 640) floats to MODEL_ROWS x ROW_FLOATS predictions."""
        t = tensor[0].reshape(3, -1) * 255.0
        levels = torch.where(t >= 0, torch.where(t <= 255, torch.round(t), 255.0), 0.0).long()
        r, g, b = levels[0], levels[1], levels[2]
        luma = (77 * r + 150 * g + 29 * b) >> 8

        def bit(level):
            return torch.where(level >= 255 - MATCH_TOLERANCE, 1,
                               torch.where(level <= MATCH_TOLERANCE, 0, -1))

        br, bg, bb = bit(r), bit(g), bit(b)
        matches = (br >= 0) & (bg >= 0) & (bb >= 0)
        cls = torch.where(matches, self.class_of_bits[(br * 4 + bg * 2 + bb).clamp(0, 7)], -1)
        fingerprint = (self.mix_index * (1 + r + 256 * g + 65536 * b)).sum()

        # Step 1: per class its pixels' count and extent (class 6: the pixels of none).
        slot = torch.where(cls >= 0, cls, CLASSES_KNOWN)
        n = CLASSES_KNOWN + 1
        count = torch.zeros(n, dtype=torch.long, device=t.device).scatter_add_(
            0, slot, torch.ones_like(slot))

        def extent(values, start, how):
            return torch.full((n,), start, dtype=torch.long, device=t.device).scatter_reduce_(
                0, slot, values, how)

        min_x, max_x = extent(self.x, MODEL_INPUT, "amin"), extent(self.x, -1, "amax")
        min_y, max_y = extent(self.y, MODEL_INPUT, "amin"), extent(self.y, -1, "amax")
        count, min_x, max_x = count[:-1], min_x[:-1], max_x[:-1]
        min_y, max_y = min_y[:-1], max_y[:-1]
        found = count >= MIN_PIXELS
        # A class not found gets the whole input as its extent: its figures are never used.
        min_x, min_y = torch.where(found, min_x, 0), torch.where(found, min_y, 0)
        max_x = torch.where(found, max_x, MODEL_INPUT - 1)
        max_y = torch.where(found, max_y, MODEL_INPUT - 1)

        # Step 2: the feature passes, summed over each extent (an integral image).
        feature = self.feature(luma)
        integral = F.pad(feature.cumsum(0).cumsum(1), (1, 0, 1, 0))
        energy = integral[max_y + 1, max_x + 1] - integral[min_y, max_x + 1] \
            - integral[max_y + 1, min_x] + integral[min_y, min_x]

        # Step 3: the objectness and class score of each class, then every view's row.
        area = (max_x - min_x + 1) * (max_y - min_y + 1)
        fill = torch.clamp(count * 256 // area, max=255)
        edge = energy // self.passes if self.passes > 0 else torch.zeros_like(energy)
        objectness = 512 + fill + 255 * edge // (edge + 64 * area)
        class_units = 768 + unsigned_mod(mix64_tensor(fingerprint + self.labels), 241)

        k = self.view_k
        gx = (min_x + max_x) // 2 // STRIDE + (k == 1).long() - (k == 2).long()
        gy = (min_y + max_y) // 2 // STRIDE + (k == 3).long() - (k == 4).long()
        anchor = (self.labels + (k == 5).long() + 2 * (k == 6).long()) % ANCHORS
        view_rows = ((anchor * GRID + gy.clamp(0, GRID - 1)) * GRID + gx.clamp(0, GRID - 1))

        predict = self.noise(fingerprint)
        # The views' values (VIEWS x CLASSES_KNOWN rows), in the order of the contract: main
        # views first, classes in order; a row two views want goes to the first.
        rows = view_rows.reshape(-1)
        wanted = found.expand(VIEWS, CLASSES_KNOWN).reshape(-1)
        taken = (self.earlier & wanted[None, :] & (rows[None, :] == rows[:, None])).any(1)
        values = self.view_values(rows, k.reshape(-1), min_x, min_y, max_x, max_y, objectness,
                                  class_units, fingerprint)
        target = torch.where(wanted & ~taken, rows, MODEL_ROWS)  # MODEL_ROWS: a spare row
        predict = torch.cat([predict, predict[:1]])
        predict[target] = values
        return predict[:MODEL_ROWS]

    def noise(self, fingerprint):
        """Every row as noise_value makes it."""
        h = mix64_tensor(fingerprint ^ ((self.rows << 8) | self.cols))
        col = self.cols.expand(MODEL_ROWS, ROW_FLOATS)
        sure = unsigned_mod(mix64_tensor(fingerprint + self.rows), 16) == 0
        objectness = torch.where(sure, 300 + unsigned_mod(h, 400), unsigned_mod(h, 230))
        value = torch.where(col < 2, unsigned_mod(h, 2 * MODEL_INPUT).float() * 0.5,
                            (4 + unsigned_mod(h, 156)).float())
        value = torch.where(col == 4, objectness.float() * UNIT, value)
        return torch.where(col >= 5, unsigned_mod(h, 300).float() * UNIT, value)

    def view_values(self, rows, k, min_x, min_y, max_x, max_y, objectness, class_units,
                    fingerprint):
        """view_value for every (view, class) entry: one row of ROW_FLOATS each."""
        c = self.labels.repeat(VIEWS)
        m = self.moves[k]
        h = mix64_tensor(fingerprint ^ ((rows[:, None] << 8) | self.cols))
        value = unsigned_mod(h, 180).float() * UNIT
        value[:, 0] = (min_x[c] + max_x[c] + m[:, 0] + m[:, 2]).float() * 0.5
        value[:, 1] = (min_y[c] + max_y[c] + m[:, 1] + m[:, 3]).float() * 0.5
        value[:, 2] = (max_x[c] - min_x[c] + 1 + m[:, 2] - m[:, 0]).float()
        value[:, 3] = (max_y[c] - min_y[c] + 1 + m[:, 3] - m[:, 1]).float()
        value[:, 4] = (objectness[c] - 20 * k).float() * UNIT
        value[torch.arange(len(c), device=c.device), 5 + c] = class_units[c].float() * UNIT
        return value


def decode(predict, d2i):
    """Chapter 1.12's decode: objectness and confidence at least the threshold, the label of
    the largest class score (the lowest on a tie), the corners mapped back by d2i. The best
    MAX_OBJECTS rows by confidence, those below the threshold with score -1."""
    objectness = predict[:, 4]
    label = predict[:, 5:].argmax(1)
    confidence = objectness * predict[:, 5:].gather(1, label[:, None])[:, 0]
    passes = (objectness >= CONF_THRESHOLD) & (confidence >= CONF_THRESHOLD)
    score, row = torch.topk(torch.where(passes, confidence, -1.0), MAX_OBJECTS)
    cx, cy = predict[row, 0], predict[row, 1]
    half_w, half_h = predict[row, 2] * 0.5, predict[row, 3] * 0.5

    def affine(x, y):  # (m0 x + m1 y + m2, m3 x + m4 y + m5), in float
        return d2i[0] * x + d2i[1] * y + d2i[2], d2i[3] * x + d2i[4] * y + d2i[5]

    left, top = affine(cx - half_w, cy - half_h)
    right, bottom = affine(cx + half_w, cy + half_h)
    return torch.stack([left, top, right, bottom], 1), score, label[row]


def postprocess(predict, d2i):
    """Decode, then batched_nms: the kept boxes as (left, top, right, bottom, confidence,
    label), best first. batched_nms and the boxes' copy to the host wait for the GPU."""
    boxes, score, label = decode(predict, d2i)
    keep = torchvision.ops.batched_nms(boxes, score, label, IOU_THRESHOLD)
    keep = keep[score[keep] >= CONF_THRESHOLD]
    kept = torch.cat([boxes[keep], score[keep, None], label[keep, None].float()], 1).cpu()
    return [(*box[:5], int(box[5])) for box in kept.tolist()]


# ---------------------------------------------------------------------------------------------
# The pipelines and their timing
# ---------------------------------------------------------------------------------------------

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
