# shifting big ints back down to small ones
x = 1 << 200
while x > 1000:
    x >>= 37
print(x)
print((1 << 64) >> 64, (-1 << 64) >> 64, (-(1 << 64) + 1) >> 64)
