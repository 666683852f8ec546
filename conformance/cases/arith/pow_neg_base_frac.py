# negative base to a fractional power gives a complex number
print((-8) ** 0.5)
print((-1) ** 0.5)
