# ordering is not defined by default
class P: pass
try:
    P() < P()
except TypeError as e:
    print(e)
