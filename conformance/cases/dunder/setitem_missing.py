# item assignment on objects without __setitem__
class P:
    def __getitem__(self, k): return k
try:
    P()[0] = 1
except TypeError as e:
    print(e)
try:
    del P()[0]
except (TypeError, AttributeError) as e:
    print(type(e).__name__, e)
