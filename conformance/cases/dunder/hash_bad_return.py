# __hash__ must return an int
class P:
    def __hash__(self): return "x"
try:
    hash(P())
except TypeError as e:
    print(e)
