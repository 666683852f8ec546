# starred targets collect the rest into a list
a, *b = [1, 2, 3]
print(a, b)
*a, b = (1, 2, 3)
print(a, b)
a, *b, c = "xy"
print(a, b, c)
a, *b, c = range(6)
print(a, b, c)
*a, = (1,)
print(a)
