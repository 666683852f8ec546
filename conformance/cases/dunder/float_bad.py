# __float__ must return a float
class N:
    def __float__(self): return 1
try:
    float(N())
except TypeError as e:
    print(e)
