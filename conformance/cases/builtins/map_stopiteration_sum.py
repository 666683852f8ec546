# a map stopped by StopIteration still sums what came before
def f(x):
    if x > 3:
        raise StopIteration
    return x
print(sum(map(f, range(10))), max(map(f, [1, 3, 5])), sorted(map(f, [3, 1, 2, 9])))
print(dict(map(lambda kv: (kv, kv) if kv < 2 else next(iter(())), range(5))))
