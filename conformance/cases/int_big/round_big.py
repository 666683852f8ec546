# round of big ints with negative ndigits
print(round(2**70, -5), round(-(10**25) - 5 * 10**9, -10), round(15, -1), round(25, -1))
