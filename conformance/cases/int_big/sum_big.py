# sum of big ints
print(sum([2**62, 2**62, 2**62]), sum(range(10**6)), sum(2**i for i in range(70)))
