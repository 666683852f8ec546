# recursive flatten with isinstance
def flatten(x):
    if isinstance(x, (list, tuple)):
        out = []
        for y in x:
            out += flatten(y)
        return out
    return [x]
print(flatten([1, [2, (3, [4, [5]])], [], ((6,),)]))
