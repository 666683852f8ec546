# ranges with big bounds
r = range(2**64, 2**64 + 10, 3)
print(r, len(r), list(r), r[-1], 2**64 + 3 in r)
