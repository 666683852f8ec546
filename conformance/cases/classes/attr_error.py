# missing attributes
class P: pass
p = P()
try:
    p.missing
except AttributeError as e:
    print(e)
try:
    P.missing
except AttributeError as e:
    print(e)
