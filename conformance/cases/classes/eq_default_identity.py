# default == is identity
class P: pass
a, b = P(), P()
print(a == a, a == b, a != b, a is a)
