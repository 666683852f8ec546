# dir lists class and instance attributes, sorted
class A:
    a = 1
    def m(self): pass
class B(A):
    b = 2
o = B()
o.z = 0
names = [n for n in dir(o) if not n.startswith("__")]
print(names)
