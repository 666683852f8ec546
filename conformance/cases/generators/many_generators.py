# many generators alive and abandoned at once
def g(i):
    yield i
    yield i * 2
live = [g(i) for i in range(2000)]
total = sum(next(x) for x in live)
for i in range(20000):
    it = g(i)
    next(it)
print(total, sum(next(x) for x in live))
