# __hash__ = None
class P:
    __hash__ = None
try:
    hash(P())
except TypeError as e:
    print(e)
