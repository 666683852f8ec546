# xs.append(x), xs.pop(), s.add(x) called directly at their call sites: subclasses, an
# overriding subclass, errors, frozenset (no add), and pop with an index (the general path).
class L(list): pass
class S(set): pass
class L2(list):
    def append(self, x):
        super().append(x * 2)
l, s, l2 = L([1]), S(), L2()
l.append(2); s.add(3); l2.append(4)
print(l, l.pop(), l, s, l2, l2.pop())
try:
    [].pop()
except IndexError as e:
    print("IndexError", e)
try:
    set().add([])
except TypeError as e:
    print("TypeError", e)
try:
    [].append()
except TypeError as e:
    print("TypeError", e)
fs = frozenset([1])
try:
    fs.add(2)
except AttributeError as e:
    print("AttributeError", e)
def f():
    xs = []
    for i in range(5):
        xs.append(i)
    return xs.pop(), xs.pop(0), xs
print(f())
