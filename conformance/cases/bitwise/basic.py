# and, or, xor, shifts on small ints
print(12 & 10, 12 | 10, 12 ^ 10, 1 << 10, 1024 >> 3, ~0, ~-1)
