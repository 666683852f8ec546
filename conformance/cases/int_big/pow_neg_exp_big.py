# big int to a negative power
print(2**-64, (2**64) ** -1, (-2) ** -63, 10 ** -20)
