# bitwise operators on negative ints use infinite two's complement
print(-12 & 10, -12 | 10, -12 ^ 10, -1 & 255, -256 | 255, -5 >> 1, -1 >> 100, -5 << 2)
