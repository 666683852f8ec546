# Float geometry on small objects in the spirit of chaos: an iterated function system of affine
# maps drives a point; points are binned into a grid, and a spline smooths a polyline.

import random


class Vec:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def __add__(self, other):
        return Vec(self.x + other.x, self.y + other.y)

    def __sub__(self, other):
        return Vec(self.x - other.x, self.y - other.y)

    def __mul__(self, k):
        return Vec(self.x * k, self.y * k)

    def length(self):
        return (self.x * self.x + self.y * self.y) ** 0.5


class Affine:
    def __init__(self, a, b, c, d, e, f):
        self.a, self.b, self.c, self.d, self.e, self.f = a, b, c, d, e, f

    def apply(self, p):
        return Vec(self.a * p.x + self.b * p.y + self.e, self.c * p.x + self.d * p.y + self.f)


def bezier(p0, p1, p2, p3, t):
    u = 1.0 - t
    return p0 * (u * u * u) + p1 * (3 * u * u * t) + p2 * (3 * u * t * t) + p3 * (t * t * t)


def smooth(points, steps):
    out = []
    for i in range(0, len(points) - 3, 3):
        p0, p1, p2, p3 = points[i], points[i + 1], points[i + 2], points[i + 3]
        for s in range(steps):
            out.append(bezier(p0, p1, p2, p3, s / steps))
    return out


def run(iterations, size):
    rng = random.Random(1234)
    maps = [
        Affine(0.5, 0.0, 0.0, 0.5, 0.0, 0.0),
        Affine(0.5, 0.0, 0.0, 0.5, 0.5, 0.0),
        Affine(0.5, 0.0, 0.0, 0.5, 0.25, 0.433),
        Affine(0.1, -0.3, 0.3, 0.1, 0.45, 0.2),
    ]
    weights = [0.3, 0.3, 0.3, 0.1]
    grid = [[0] * size for _ in range(size)]
    p = Vec(0.1, 0.1)
    trail = []
    for i in range(iterations):
        r = rng.random()
        k = 0
        while r > weights[k]:
            r -= weights[k]
            k += 1
        p = maps[k].apply(p)
        gx = int(p.x * (size - 1))
        gy = int(p.y * (size - 1))
        if 0 <= gx < size and 0 <= gy < size:
            grid[gy][gx] += 1
        if i % 50 == 0:
            trail.append(p)
    curve = smooth(trail, 8)
    length = 0.0
    for a, b in zip(curve, curve[1:]):
        length += (b - a).length()
    filled = sum(1 for row in grid for c in row if c)
    return filled, round(length, 6)


print(run(300000, 128))
