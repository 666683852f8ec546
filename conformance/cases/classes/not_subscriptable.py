# classes without __class_getitem__
class P: pass
try:
    P[1]
except TypeError as e:
    print(e)
