# Many small objects with float attributes and math calls in the spirit of the float benchmark:
# create points, normalise them, reduce to a maximum.

from math import sin, cos, sqrt


class Point:
    def __init__(self, i):
        self.x = x = sin(i)
        self.y = cos(i) * 3
        self.z = (x * x) / 2

    def normalize(self):
        norm = sqrt(self.x * self.x + self.y * self.y + self.z * self.z)
        self.x /= norm
        self.y /= norm
        self.z /= norm

    def maximize(self, other):
        self.x = self.x if self.x > other.x else other.x
        self.y = self.y if self.y > other.y else other.y
        self.z = self.z if self.z > other.z else other.z
        return self


def run(n):
    points = [Point(i) for i in range(n)]
    for p in points:
        p.normalize()
    best = points[0]
    for p in points[1:]:
        best = best.maximize(p)
    return best


for k in range(4):
    b = run(100000)
    print("%.12f %.12f %.12f" % (b.x, b.y, b.z))
