# int ** negative int gives a float
print(2 ** -1, 2 ** -2, 10 ** -3, (-2) ** -3)
print(type(2 ** -1).__name__)
