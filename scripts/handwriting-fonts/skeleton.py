#!/usr/bin/python3
"""
Centreline of outline glyphs, for `npm run handwriting-fonts` (build time only; the app never runs Python).

Reads a JSON job (argv[1]) and writes JSON strokes (argv[2]):

  job = {"scale": px per font unit, "smooth": blur sigma in stroke widths, "tolerance": simplification (font units),
         "glyphs": {key: [[x0, y0, x1, y1, ...], ...]}}   closed contours, font units, y up
  out = {"strokeWidth": median stroke width (font units),
         "glyphs": {key: [[x0, y0, x1, y1, ...], ...]}}   open pen strokes, font units, y up, unordered

Each glyph is filled (non-zero winding) into a bitmap, its ragged ink edge smoothed, thinned to a one-pixel
skeleton (skimage `skeletonize`), read as a graph (ends, junctions, the pixel chains between them), cleaned
(spurs pruned, the two junctions of a crossing merged), then walked into strokes a pen can draw: at a junction a
stroke carries on along the straightest branch. Free ends are lengthened back to the outline's end (a skeleton
stops half a stroke width short), then each stroke is smoothed and simplified.
"""
import json
import math
import sys

import numpy as np
from scipy import ndimage
from skimage.morphology import skeletonize

NEIGHBOURS = [(-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0), (1, 1)]


def rasterize(contours, scale, pad):
    """Non-zero winding fill, sampled at pixel centres. Returns (mask, to_font) where to_font maps (row, col)."""
    pts = np.concatenate([np.asarray(c, dtype=float).reshape(-1, 2) for c in contours])
    min_x, max_x = pts[:, 0].min(), pts[:, 0].max()
    min_y, max_y = pts[:, 1].min(), pts[:, 1].max()
    width = int(math.ceil((max_x - min_x) * scale)) + 2 * pad
    height = int(math.ceil((max_y - min_y) * scale)) + 2 * pad
    edges = []
    for c in contours:
        p = np.asarray(c, dtype=float).reshape(-1, 2)
        q = np.roll(p, -1, axis=0)
        edges.append(np.hstack([p, q]))
    e = np.vstack(edges)
    # Pixel space: col = (x - min_x) * scale + pad, row = (max_y - y) * scale + pad.
    x0 = (e[:, 0] - min_x) * scale + pad
    y0 = (max_y - e[:, 1]) * scale + pad
    x1 = (e[:, 2] - min_x) * scale + pad
    y1 = (max_y - e[:, 3]) * scale + pad
    keep = y0 != y1
    x0, y0, x1, y1 = x0[keep], y0[keep], x1[keep], y1[keep]
    direction = np.where(y1 > y0, 1, -1)
    lo = np.minimum(y0, y1)
    hi = np.maximum(y0, y1)
    mask = np.zeros((height, width), dtype=bool)
    cols = np.arange(width) + 0.5
    for row in range(height):
        yc = row + 0.5
        hit = (lo <= yc) & (hi > yc)
        if not hit.any():
            continue
        t = (yc - y0[hit]) / (y1[hit] - y0[hit])
        xs = x0[hit] + t * (x1[hit] - x0[hit])
        order = np.argsort(xs)
        xs = xs[order]
        winding = np.cumsum(direction[hit][order])
        for k in range(len(xs) - 1):
            if winding[k] != 0:
                mask[row, (cols >= xs[k]) & (cols < xs[k + 1])] = True

    def to_font(r, c):
        return ((c - pad) / scale + min_x, max_y - (r - pad) / scale)

    return mask, to_font


def pixel_graph(skel):
    """Adjacency of skeleton pixels; a diagonal step is dropped where a 4-neighbour path already joins the two."""
    on = set(zip(*np.nonzero(skel)))
    adj = {p: [] for p in on}
    for r, c in on:
        for dr, dc in NEIGHBOURS:
            q = (r + dr, c + dc)
            if q not in on:
                continue
            if dr != 0 and dc != 0 and ((r + dr, c) in on or (r, c + dc) in on):
                continue
            adj[(r, c)].append(q)
    return adj


class Graph:
    """Nodes (ends and junctions, with a position) and edges (pixel chains between two nodes)."""

    def __init__(self):
        self.pos = {}
        self.edges = {}
        self.next_edge = 0

    def add_edge(self, a, b, path):
        self.edges[self.next_edge] = [a, b, path]
        self.next_edge += 1

    def incident(self, node):
        return [k for k, (a, b, _) in self.edges.items() if a == node or b == node]

    def degree(self, node):
        return sum((a == node) + (b == node) for a, b, _ in self.edges.values())


def build_graph(adj):
    g = Graph()
    node_of = {}
    # Junction pixels next to each other form one junction.
    junction_pixels = [p for p, n in adj.items() if len(n) >= 3]
    seen = set()
    for p in junction_pixels:
        if p in seen:
            continue
        stack, group = [p], []
        seen.add(p)
        while stack:
            q = stack.pop()
            group.append(q)
            for n in adj[q]:
                if n not in seen and len(adj[n]) >= 3:
                    seen.add(n)
                    stack.append(n)
        node = len(g.pos)
        g.pos[node] = (sum(q[0] for q in group) / len(group), sum(q[1] for q in group) / len(group))
        for q in group:
            node_of[q] = node
    for p, n in adj.items():
        if len(n) <= 1:
            node = len(g.pos)
            g.pos[node] = (float(p[0]), float(p[1]))
            node_of[p] = node
    visited_steps = set()

    def walk(start, first):
        path = [start, first]
        prev, cur = start, first
        while cur not in node_of:
            nxt = [n for n in adj[cur] if n != prev]
            if not nxt:
                break
            prev, cur = cur, nxt[0]
            path.append(cur)
        return path

    for p in list(node_of):
        for n in adj[p]:
            if (p, n) in visited_steps:
                continue
            if n in node_of and node_of[n] == node_of[p]:
                continue
            path = walk(p, n)
            end = path[-1]
            for i in range(len(path) - 1):
                visited_steps.add((path[i], path[i + 1]))
                visited_steps.add((path[i + 1], path[i]))
            if end not in node_of:
                continue
            g.add_edge(node_of[p], node_of[end], [(float(r), float(c)) for r, c in path])
    # Cycles without any node (an "o" drawn as a ring): cut at the topmost pixel.
    covered = set()
    for _, _, path in g.edges.values():
        covered.update((int(r), int(c)) for r, c in path)
    rest = [p for p in adj if p not in covered and p not in node_of]
    rest_set = set(rest)
    while rest_set:
        start = min(rest_set)
        ring = [start]
        rest_set.discard(start)
        cur, prev = start, None
        while True:
            nxt = [n for n in adj[cur] if n != prev and n in rest_set]
            if not nxt:
                break
            prev, cur = cur, nxt[0]
            ring.append(cur)
            rest_set.discard(cur)
        node = len(g.pos)
        g.pos[node] = (float(start[0]), float(start[1]))
        ring.append(start)
        g.add_edge(node, node, [(float(r), float(c)) for r, c in ring])
    for p, n in adj.items():
        if len(n) == 0:
            node = node_of[p]
            g.add_edge(node, node, [(float(p[0]), float(p[1]))])
    return g


def path_length(path):
    return sum(math.dist(path[i], path[i + 1]) for i in range(len(path) - 1))


def merge_degree_two(g):
    """A node left with two edges after pruning is no longer a junction: join its edges."""
    changed = True
    while changed:
        changed = False
        for node in list(g.pos):
            inc = g.incident(node)
            if len(inc) != 2 or inc[0] == inc[1]:
                continue
            e1, e2 = inc
            a1, b1, p1 = g.edges[e1]
            a2, b2, p2 = g.edges[e2]
            if a1 == b1 or a2 == b2:
                continue
            if b1 != node:
                a1, b1, p1 = b1, a1, p1[::-1]
            if a2 != node:
                a2, b2, p2 = b2, a2, p2[::-1]
            del g.edges[e1]
            del g.edges[e2]
            g.add_edge(a1, b2, p1 + p2[1:])
            del g.pos[node]
            changed = True
            break


def prune_spurs(g, min_len, width_at, typical):
    """Remove short branches that end freely at a junction: the ink's bumps and square corners, not strokes.
    A branch matters by how far its ink reaches past the ink around the junction (the largest disc there): a
    corner's branch barely does, the tail of an "a" or a serif does."""
    changed = True
    while changed:
        changed = False
        for k, (a, b, path) in list(g.edges.items()):
            if k not in g.edges or a == b:
                continue
            da, db = g.degree(a), g.degree(b)
            if (da == 1) == (db == 1):
                continue
            junction = b if da == 1 else a
            free = a if da == 1 else b
            jp, fp = g.pos[junction], g.pos[free]
            reach = math.dist(jp, fp) + width_at(fp) / 2 - width_at(jp) / 2
            if path_length(path) < min_len or reach < 0.35 * typical:
                del g.edges[k]
                del g.pos[free]
                changed = True
        if changed:
            merge_degree_two(g)


def merge_close_junctions(g, width_at):
    """A crossing thins into two junctions joined by a short link: make them one node."""
    changed = True
    while changed:
        changed = False
        for k, (a, b, path) in list(g.edges.items()):
            if a == b or g.degree(a) < 3 or g.degree(b) < 3:
                continue
            if path_length(path) > 0.9 * max(width_at(g.pos[a]), width_at(g.pos[b])):
                continue
            mid = path[len(path) // 2]
            del g.edges[k]
            for e in g.edges.values():
                if e[0] == b:
                    e[0] = a
                    e[2] = [mid] + e[2]
                elif e[0] == a:
                    e[2] = [mid] + e[2]
                if e[1] == b:
                    e[1] = a
                    e[2] = e[2] + [mid]
                elif e[1] == a:
                    e[2] = e[2] + [mid]
            g.pos[a] = mid
            del g.pos[b]
            changed = True
            break
    merge_degree_two(g)


def leaving_direction(path, reach):
    """Unit vector from the path's first point towards a point `reach` pixels along it."""
    start = path[0]
    travelled = 0.0
    target = path[-1]
    for i in range(1, len(path)):
        travelled += math.dist(path[i - 1], path[i])
        if travelled >= reach:
            target = path[i]
            break
    dr, dc = target[0] - start[0], target[1] - start[1]
    n = math.hypot(dr, dc) or 1.0
    return (dr / n, dc / n)


def trace_strokes(g, width_at):
    """Walks the graph into pen strokes, pairing at each junction the branches that continue most straightly."""
    # Oriented half-edges at each node: (edge id, path leaving the node).
    pairs = {}
    for node in g.pos:
        ends = []
        for k, (a, b, path) in g.edges.items():
            if a == node:
                ends.append((k, 0, path))
            if b == node:
                ends.append((k, 1, path[::-1]))
        if len(ends) < 2:
            continue
        reach = 1.5 * width_at(g.pos[node]) + 2
        dirs = [leaving_direction(p, reach) for _, _, p in ends]
        candidates = []
        for i in range(len(ends)):
            for j in range(i + 1, len(ends)):
                if ends[i][0] == ends[j][0] and len(ends) > 2:
                    continue
                cos = -(dirs[i][0] * dirs[j][0] + dirs[i][1] * dirs[j][1])
                candidates.append((cos, i, j))
        candidates.sort(reverse=True)
        used = set()
        for cos, i, j in candidates:
            if i in used or j in used:
                continue
            # Through a junction only if the turn is gentle; a closed ring (one edge, both ends here) always joins.
            if cos < 0.35 and not (len(ends) == 2):
                continue
            used.update((i, j))
            pairs[(ends[i][0], ends[i][1])] = (ends[j][0], ends[j][1])
            pairs[(ends[j][0], ends[j][1])] = (ends[i][0], ends[i][1])
    strokes = []
    done = set()

    def extend(edge, side):
        """Follows the chain from half-edge (edge, side) outwards; returns the pixel path."""
        out = []
        cur = (edge, side)
        while True:
            k, s = cur
            if k in done:
                break
            done.add(k)
            a, b, path = g.edges[k]
            seq = path if s == 0 else path[::-1]
            out.extend(seq if not out else seq[1:])
            nxt = pairs.get((k, 1 - s))
            if nxt is None:
                break
            cur = nxt
        return out

    for k in sorted(g.edges, key=lambda e: -path_length(g.edges[e][2])):
        if k in done:
            continue
        # Walk backwards first to find the chain's start, then forwards.
        chain_start = (k, 0)
        visited = {k}
        prev = pairs.get(chain_start)
        while prev is not None and prev[0] not in visited and prev[0] not in done:
            visited.add(prev[0])
            chain_start = (prev[0], 1 - prev[1])
            prev = pairs.get(chain_start)
        strokes.append(extend(*chain_start))
    return [s for s in strokes if s]


def extend_ends(stroke, mask, width_at, is_free):
    """A skeleton stops about half a stroke width before a free end: walk on to the ink's edge."""
    out = list(stroke)
    for end in (0, 1):
        if not is_free[end]:
            continue
        seq = out if end == 1 else out[::-1]
        if len(seq) < 2:
            continue
        tip = seq[-1]
        w = width_at(tip)
        back = leaving_direction(seq[::-1], max(3.0, 1.2 * w))
        d = (-back[0], -back[1])
        r, c = tip
        step = 0.5
        limit = 1.2 * w
        travelled = 0.0
        while travelled < limit:
            nr, nc = r + d[0] * step, c + d[1] * step
            ir, ic = int(round(nr)), int(round(nc))
            if not (0 <= ir < mask.shape[0] and 0 <= ic < mask.shape[1]) or not mask[ir, ic]:
                break
            r, c = nr, nc
            travelled += step
        # Stop a little inside the ink's edge: the pen's own round tip adds the rest.
        travelled = max(0.0, travelled - 0.25 * w)
        if travelled > 0.5:
            new_tip = (tip[0] + d[0] * travelled, tip[1] + d[1] * travelled)
            seq.append(new_tip)
        out = seq if end == 1 else seq[::-1]
    return out


def smooth(path, sigma):
    if len(path) < 5 or sigma <= 0:
        return path
    p = np.asarray(path, dtype=float)
    closed = math.dist(path[0], path[-1]) < 1.5
    mode = 'wrap' if closed else 'nearest'
    sm = np.column_stack([ndimage.gaussian_filter1d(p[:, i], sigma, mode=mode) for i in (0, 1)])
    if not closed:
        # Keep the ends where they are (the blur would pull them inwards).
        n = len(p)
        ramp = np.clip(np.minimum(np.arange(n), np.arange(n)[::-1]) / (2 * sigma), 0, 1)[:, None]
        sm = ramp * sm + (1 - ramp) * p
    else:
        sm[-1] = sm[0]
    return [tuple(q) for q in sm]


def simplify(path, eps):
    """Ramer–Douglas–Peucker."""
    if len(path) < 3:
        return path
    p = np.asarray(path, dtype=float)
    keep = np.zeros(len(p), dtype=bool)
    keep[0] = keep[-1] = True
    stack = [(0, len(p) - 1)]
    while stack:
        i, j = stack.pop()
        if j <= i + 1:
            continue
        a, b = p[i], p[j]
        ab = b - a
        n = np.hypot(*ab)
        seg = p[i + 1 : j]
        if n == 0:
            d = np.hypot(*(seg - a).T)
        else:
            d = np.abs(ab[0] * (seg[:, 1] - a[1]) - ab[1] * (seg[:, 0] - a[0])) / n
        k = int(np.argmax(d))
        if d[k] > eps:
            m = i + 1 + k
            keep[m] = True
            stack.append((i, m))
            stack.append((m, j))
    return [tuple(q) for q in p[keep]]


def glyph_strokes(contours, scale, smooth_widths, tolerance):
    pad = 6
    mask, to_font = rasterize(contours, scale, pad)
    if not mask.any():
        return [], []
    # Ragged "ink" edges grow spurs: blur the shape a little first (by a fraction of the stroke width, which for
    # a thin shape is about twice its area over its perimeter).
    boundary = mask & ~ndimage.binary_erosion(mask)
    width_px = 2.0 * mask.sum() / max(1, boundary.sum())
    sigma = max(0.8, smooth_widths * width_px)
    mask = ndimage.gaussian_filter(mask.astype(float), sigma) > 0.5
    if not mask.any():
        return [], []
    dist = ndimage.distance_transform_edt(mask)
    skel = skeletonize(mask)
    widths = 2 * dist[skel]

    def width_at(p):
        r = min(max(int(round(p[0])), 0), mask.shape[0] - 1)
        c = min(max(int(round(p[1])), 0), mask.shape[1] - 1)
        return 2 * dist[r, c]

    typical = float(np.median(widths)) if len(widths) else 2.0
    g = build_graph(pixel_graph(skel))
    prune_spurs(g, 2.0, width_at, typical)
    merge_close_junctions(g, width_at)
    prune_spurs(g, 2.0, width_at, typical)
    node_degree = {n: g.degree(n) for n in g.pos}
    free_points = [g.pos[n] for n, d in node_degree.items() if d == 1]
    strokes = []
    for s in trace_strokes(g, width_at):
        is_free = [any(math.dist(s[i], f) < 1.0 for f in free_points) for i in (0, -1)]
        s = extend_ends(s, mask, width_at, is_free)
        s = smooth(s, max(1.0, 0.35 * np.median(widths) if len(widths) else 1.0))
        s = simplify(s, max(0.35, tolerance * scale))
        pts = []
        for r, c in s:
            x, y = to_font(r, c)
            pts.extend((round(x, 1), round(y, 1)))
        strokes.append(pts)
    return strokes, list(widths / scale)


def main():
    job = json.load(open(sys.argv[1]))
    scale = job['scale']
    smooth_widths = job.get('smooth', 0.15)
    tolerance = job.get('tolerance', 2.0)
    out = {}
    all_widths = []
    for key, contours in job['glyphs'].items():
        if not contours:
            out[key] = []
            continue
        strokes, widths = glyph_strokes(contours, scale, smooth_widths, tolerance)
        out[key] = strokes
        all_widths.extend(widths)
    json.dump({'strokeWidth': float(np.median(all_widths)) if all_widths else 0, 'glyphs': out}, open(sys.argv[2], 'w'))


if __name__ == '__main__':
    main()
