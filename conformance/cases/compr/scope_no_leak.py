# comprehension loop variables do not leak
x = "outer"
l = [x for x in range(3)]
print(x, l)
d = {y: 1 for y in range(2)}
try:
    print(y)
except NameError as e:
    print(e)
