# float op int and int op float outside arithmetic trees (Binary's float fast path) and their in-place forms: signed zeros, infinities, huge ints, zero divisors
import math
vals = [0.0, -0.0, 1.5, -2.25, 1e308, -1e308, math.inf, -math.inf, 3, -7, 0, 2**62, -(2**63), 10**20]
ops = [lambda a, b: a + b, lambda a, b: a - b, lambda a, b: a * b, lambda a, b: a / b,
       lambda a, b: a // b, lambda a, b: a % b, lambda a, b: a ** b if abs(b) < 5 else 0]
out = []
for a in vals:
    for b in vals:
        if not (isinstance(a, float) or isinstance(b, float)):
            continue
        for i, op in enumerate(ops):
            try:
                r = op(a, b)
                out.append(repr(r))
            except Exception as e:
                out.append(type(e).__name__ + ":" + str(e))
        x = a
        try:
            x += b; x -= b; x *= b; out.append(repr(x))
            x /= b; out.append(repr(x))
        except Exception as e:
            out.append(type(e).__name__ + ":" + str(e))
print(len(out))
for i in range(0, len(out), 8):
    print(" ".join(out[i:i + 8]))
