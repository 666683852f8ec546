# StopIteration raised by map's function ends the map
def f(x):
    if x == 3:
        raise StopIteration
    return x * 2
print(list(map(f, [1, 2, 3, 4])))
m = map(f, [1, 2, 3, 4])
print(next(m), next(m), next(m, 'end'))
print(list(map(lambda a, b: next(iter(())) if a + b > 5 else a + b, [1, 2, 3], [1, 2, 3])))
print(sum(map(f, range(10))), sorted(map(f, [2, 1, 3, 0])))
