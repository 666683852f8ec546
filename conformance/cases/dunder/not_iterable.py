# instances without __iter__ are not iterable
class P: pass
try:
    for x in P(): pass
except TypeError as e:
    print(e)
try:
    next(P())
except TypeError as e:
    print(e)
