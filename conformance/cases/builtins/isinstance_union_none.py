# Optional-style unions in isinstance
def check(v):
    return isinstance(v, int | float | None)
print([check(v) for v in (1, 2.5, None, 'x', [], True)])
print(isinstance([], list | dict), isinstance({}, list | dict), isinstance(set(), list | dict))
