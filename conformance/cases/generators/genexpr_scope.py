# the loop variable of a generator expression does not leak
x = "outer"
print(list(x for x in range(2)), x)
def f():
    y = 5
    return list(y * z for z in range(3))
print(f())
