# filter stopped by StopIteration inside any/all
def p(x):
    if x == 5:
        raise StopIteration
    return x > 2
print(any(filter(p, range(10))), all(filter(p, [3, 4, 5, 6])), list(filter(p, [1, 2, 3])))
