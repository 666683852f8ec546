# __iter__ must return an iterator
class W:
    def __iter__(self): return [1, 2]
try:
    iter(W())
except TypeError as e:
    print(e)
try:
    for x in W(): pass
except TypeError as e:
    print(e)
