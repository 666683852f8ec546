# __delattr__
class P:
    def __delattr__(self, name):
        print("del", name)
        object.__delattr__(self, name)
p = P()
p.a = 1
del p.a
print(hasattr(p, "a"))
