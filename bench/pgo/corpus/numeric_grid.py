# Numeric loops: a heat-diffusion grid, a mandelbrot count, and matrix
# products on lists of floats.
import math

def diffuse(n, steps):
    g = [[0.0] * n for _ in range(n)]
    g[n // 2][n // 2] = 1000.0
    for _ in range(steps):
        h = [row[:] for row in g]
        for i in range(1, n - 1):
            up, row, down = g[i - 1], g[i], g[i + 1]
            out = h[i]
            for j in range(1, n - 1):
                out[j] = row[j] + 0.2 * (up[j] + down[j] + row[j - 1] + row[j + 1] - 4.0 * row[j])
        g = h
    return sum(map(sum, g))

def mandel(w, h, limit):
    count = 0
    for y in range(h):
        ci = -1.2 + 2.4 * y / h
        for x in range(w):
            cr = -2.0 + 3.0 * x / w
            zr = zi = 0.0
            k = 0
            while k < limit and zr * zr + zi * zi < 4.0:
                zr, zi = zr * zr - zi * zi + cr, 2.0 * zr * zi + ci
                k += 1
            count += k
    return count

def matmul(a, b):
    bt = list(zip(*b))
    return [[sum(x * y for x, y in zip(row, col)) for col in bt] for row in a]

n = 24
a = [[math.sin(i + j) for j in range(n)] for i in range(n)]
b = [[math.cos(i - j) for j in range(n)] for i in range(n)]
c = matmul(matmul(a, b), a)
print(round(diffuse(40, 150), 6), mandel(120, 80, 100), round(sum(map(sum, c)), 6))
