# StopIteration inside a generator expression becomes RuntimeError
it = iter([])
try:
    print(list(next(it) for _ in range(3)))
except RuntimeError as e:
    print(e)
