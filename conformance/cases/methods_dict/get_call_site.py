# d.get at one call site: dicts, subclasses (get kept, replaced, with
# __missing__), unhashable keys, wrong argument counts, keywords, and
# the arguments' evaluation order.
class D(dict):
    pass

class G(dict):
    def get(self, k, default=None):
        return ("G.get", k, default)

class M(dict):
    def __missing__(self, k):
        return "missing"

def show(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

def site(d, k):
    return d.get(k, 0), d.get(k)

for d in [{1: 2}, D({1: 3}), G({1: 4}), M({1: 5}), {1: 6}]:
    show(lambda: site(d, 1))
    show(lambda: site(d, 2))
show(lambda: site({}, []))
show(lambda: site(D(), {}))
show(lambda: {}.get())
show(lambda: {}.get(1, 2, 3))
show(lambda: {}.get(1, default=2))
show(lambda: {}.get(key=1))
for f in [lambda: {}.setdefault(k=1), lambda: {}.pop(k=1), lambda: {}.fromkeys(k=1),
          lambda: [].index(k=1), lambda: [].pop(k=1), lambda: [].insert(k=1),
          lambda: ().index(k=1), lambda: ().count(k=1), lambda: [].count(k=1), lambda: ().count()]:
    show(f)
show(lambda: dict.get({1: 1}, 1, 0))
show(lambda: dict.get(D({1: 7}), 1, 0))

class K:
    def __hash__(self):
        print("hash")
        return 1
    def __eq__(self, o):
        print("eq")
        return True
order = []
def arg(v):
    order.append(v)
    return v
print({K(): "a"}.get(arg(K()), arg("d")), len(order))
d = {1: 2}
d.get = None if False else 0  # dict attributes are read-only
