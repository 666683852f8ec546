# union, intersection, difference, symmetric difference
a = {1, 2, 3, 4}
b = {3, 4, 5}
print(a | b, a & b, a - b, b - a, a ^ b)
a |= {9}
a &= {1, 9, 3}
print(a)
