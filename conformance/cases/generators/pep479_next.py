# next() on an exhausted iterator inside a generator becomes RuntimeError
def first_of_each(its):
    for it in its:
        yield next(it)
try:
    print(list(first_of_each([iter([1]), iter([])])))
except RuntimeError as e:
    print("RuntimeError:", e)
