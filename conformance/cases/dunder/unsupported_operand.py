# NotImplemented on both sides is a TypeError naming the classes
class Vec:
    def __add__(self, o): return NotImplemented
try:
    Vec() + 1
except TypeError as e:
    print(e)
try:
    1 + Vec()
except TypeError as e:
    print(e)
try:
    Vec() - Vec()
except TypeError as e:
    print(e)
