# unpacking longer sequences
a, b, c, d, e, f, g, h = range(8)
print(a + b + c + d + e + f + g + h)
