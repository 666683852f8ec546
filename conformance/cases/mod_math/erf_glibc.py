# math.erf and math.erfc to the last digit: CPython calls the C library's
# (glibc: fdlibm's method with its own order of evaluation and its exp).
import math
import random

xs = [0.0, -0.0, 1e-300, 5e-324, 1e-20, 2.0 ** -28, 1e-10, 0.01, 0.1, 0.25,
      0.26, 0.5, 0.84375, 0.9, 1.0, 1.25, 1.5, 2.0, 2.7, 2.857, 3.0, 4.5,
      5.5, 5.99, 6.0, 6.5, 27.9, 28.0, 30.0, -0.3, -1.1, -2.2, -6.5, -28.0,
      float('inf'), float('-inf')]
r = random.Random(11)
xs += [r.uniform(-7, 7) for _ in range(300)]
xs += [r.uniform(-1, 1) * 10 ** r.uniform(-30, 0) for _ in range(100)]
for x in xs:
    print(repr(x), repr(math.erf(x)), repr(math.erfc(x)))
