# instances without __call__
class P: pass
try:
    P()()
except TypeError as e:
    print(e)
