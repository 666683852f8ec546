# id() is stable per object and distinct between live objects
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
x = [1]
print(id(x) == id(x))
a = [1]; b = [1]
print(id(a) == id(b), a == b)
d = {}
l = [d, d]
print(id(l[0]) == id(l[1]))
print(type(id(1)).__name__)
x = []
y = x
print(id(x) == id(y))
f = lambda: 0
print(id(f) == id(f))
s = {1}
print(id(s) != id(frozenset(s)))
t(lambda: id())
t(lambda: id(1, 2))
t(lambda: id(x=1))
print(id(None) == id(None), id(len) == id(len), id(int) == id(int))
