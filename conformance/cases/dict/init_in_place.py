# dict.__init__ updates the dict in place: what it holds stays.
d = {1: 2}
dict.__init__(d, a=1)
print(d)
dict.__init__(d, [(3, 4)], b=2)
print(d)
dict.__init__(d)
print(d)


class C(dict):
    def __init__(self, *args, **kw):
        self["before"] = 0
        super().__init__(*args, **kw)


print(C(x=1))
print(C([("y", 2)]))
c = C(z=3)
c.__init__({"w": 4})
print(c)
try:
    dict.__init__(d, 1, 2)
except TypeError as e:
    print(e)
try:
    dict.__init__(d, 5)
except TypeError as e:
    print(e)
print(d)
