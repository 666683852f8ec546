# Products in arithmetic trees of big ints take the digits of temporaries the
# tree no longer needs (sums, differences, products, quotients consumed by
# their parent): every value kept must stay what CPython computes, whatever
# later products reuse; signs, results small again, floor division and modulo.
def digits(n):
    q, r, t, k, m, x = 1, 0, 1, 1, 3, 3
    out = []
    while len(out) < n:
        if 4 * q + r - t < m * t:
            out.append(m)
            q, r, t, k, m, x = 10 * q, 10 * (r - m * t), t, k, (10 * (3 * q + r)) // t - 10 * m, x
        else:
            q, r, t, k, m, x = q * k, (2 * q + r) * x, t * x, k + 1, (q * (7 * k + 2) + r * x) // (t * x), x + 2
    return out


d = digits(600)
print(''.join(map(str, d[:60])), sum(d))

a = 3 ** 200
b = -(7 ** 150)
kept = []
for i in range(1, 60):
    u = (a * i + b) * (b - i)
    v = (a - b * i) * (a + i) * 3
    w = (a * b + i) // (b * i - 1)
    y = (a * i - a * i + 5) * b
    z = ((a + i) * (a - i) - a * a) * (b * b)
    m = (a * b * i) % (a + i * b)
    kept.append((u, v, w, y, z, m))
h = 0
for i, (u, v, w, y, z, m) in enumerate(kept, 1):
    assert u == (a * i + b) * (b - i), i
    assert v == 3 * (a - b * i) * (a + i), i
    assert z == -(i * i) * b * b, i
    assert y == 5 * b, i
    h = (h * 31 + u + v + w + y + z + m) % (2 ** 127 - 1)
print(h)
print(kept[0][2], kept[10][5] % 1000, str(kept[58][0])[:30], len(str(kept[58][1])))
s = 0
big = 10 ** 400
for i in range(200):
    s += (big + i) * (big - i) - big * big
print(s, -sum(i * i for i in range(200)))
print(((2 ** 100 + 1) * (2 ** 100 - 1)) - 2 ** 200, (2 ** 70 * 3) * (2 ** 70) // 2 ** 140)
