# send passes a value in as the result of yield
def acc():
    total = 0
    while True:
        x = yield total
        if x is None:
            break
        total += x
    return total
g = acc()
print(next(g))
print(g.send(5), g.send(10))
try:
    g.send(None)
except StopIteration as e:
    print("final", e.value)
