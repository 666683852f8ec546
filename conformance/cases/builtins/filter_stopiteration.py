# StopIteration raised by filter's predicate ends the filter
def p(x):
    if x > 4:
        raise StopIteration('done')
    return x % 2
print(list(filter(p, range(10))))
print(tuple(filter(p, [1, 3, 9, 5])), set(filter(p, [7])))
for x in filter(p, range(10)):
    print('got', x)
