# true division of big ints rounds correctly to float
print(2**64 / 2, 10**30 / 10**10, (2**70 + 1) / 2**70, 1 / 2**64, -(10**20) / 3)
