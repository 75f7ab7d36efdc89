"""Chapter 1.16's scene (chapters/1.16-pipeline/scene.cpp) in numpy, for peer_torch.py: the same
video byte for byte for the same spec, and the check of a frame's boxes against its objects."""

import numpy as np

# model_rules.h and model.h: what the scene is drawn for.
MODEL_INPUT = 640
CLASSES_KNOWN = 6
CLASS_CHANNELS = [4, 2, 1, 6, 3, 5]  # bit 2 red, bit 1 green, bit 0 blue
COLOUR_NAMES = ["red", "green", "blue", "yellow", "cyan", "magenta"]
M64 = (1 << 64) - 1


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
