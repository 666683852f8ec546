# returning tuples
def f():
    return 1, "two", [3]
a, b, c = f()
print(f(), a, b, c)
