# // and % on big negative ints
a = -(10**30) - 7
print(a // 3, a % 3, a // -3, a % -3, divmod(a, 10**15), divmod(-a, -(10**15)))
print(-(2**64) // 7, -(2**64) % 7, (2**64) // -7, (2**64) % -7)
