# sum of floats accumulates rounding errors like CPython
print(sum([0.1] * 10), sum([0.1, 0.2, 0.3]), sum([1e100, 1.0, -1e100]))
