# a cell variable rebound in a loop
def f():
    fs = []
    for i in range(3):
        def g():
            return i * 10
        fs.append(g)
    i = 100
    return [h() for h in fs]
print(f())
