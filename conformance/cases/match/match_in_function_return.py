# returning from inside a case
def describe(x):
    match x:
        case []:
            return "empty"
        case [_]:
            return "singleton"
        case [_, *_]:
            return "longer"
    return "not a list"
print([describe(v) for v in [[], [1], [1, 2], 5]])
