# *= repeats in place
a = [1, 2]
b = a
a *= 2
print(a, b is a)
a *= 0
print(a, b)
