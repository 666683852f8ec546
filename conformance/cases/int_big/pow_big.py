# big powers and powers of big negatives
print(2**200, (-3)**41, 10**40, 7**77 % 1000000007)
