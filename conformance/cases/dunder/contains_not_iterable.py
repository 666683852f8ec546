# in on an object without protocol support
class P: pass
try:
    1 in P()
except TypeError as e:
    print(e)
