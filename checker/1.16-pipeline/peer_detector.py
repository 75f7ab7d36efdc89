"""Chapter 1.16's detector in torch and torchvision, for peer_torch.py: the letterbox (chapter
1.10), the stand-in model (chapters/1.16-pipeline/model_rules.h and model.cu) and decode
(chapter 1.12), then torchvision.ops.batched_nms. Runs on any torch device."""

import numpy as np
import torch
import torch.nn.functional as F
import torchvision

from peer_scene import CLASS_CHANNELS, CLASSES_KNOWN, MODEL_INPUT, mix64_array

# model.h, model_rules.h, warp_affine.h: the detector's constants.
MODEL_ROWS = 25200
MODEL_CLASSES = 80
ROW_FLOATS = 5 + MODEL_CLASSES
CONF_THRESHOLD = 0.25
IOU_THRESHOLD = 0.45
MAX_OBJECTS = 1024
FEATURE_PASSES = 580
MATCH_TOLERANCE = 32
MIN_PIXELS = 32
VIEWS = 7
GRID, STRIDE, ANCHORS = 80, 8, 3
UNIT = 1.0 / 1024
LETTERBOX_FILL = 114
# Each view's edge moves (left, top, right, bottom), model_rules.h's kMoves.
MOVES = [[0, 0, 0, 0], [1, 0, 1, 0], [-1, -1, 0, 0], [0, 1, 0, 2],
         [-2, 0, 1, -1], [1, 1, -1, -1], [-1, -1, 1, 1]]


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
