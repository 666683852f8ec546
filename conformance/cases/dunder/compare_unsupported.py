# ordering unsupported instances
class P:
    def __lt__(self, o): return NotImplemented
try:
    P() < P()
except TypeError as e:
    print(e)
try:
    P() >= 1
except TypeError as e:
    print(e)
