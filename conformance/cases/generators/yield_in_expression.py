# yield inside expressions and arguments
def g():
    x = (yield 1) + (yield 2)
    print("sum", x)
    print("args", (yield 3), (yield 4))
it = g()
print(next(it), it.send(10), it.send(20))
print(it.send("a"))
try:
    it.send("b")
except StopIteration:
    print("done")
