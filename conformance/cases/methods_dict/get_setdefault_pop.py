# dict get, setdefault, pop and popitem
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
t(lambda: {'a': 1}.get('a'))
t(lambda: {'a': 1}.get('b'))
t(lambda: {'a': 1}.get('b', 0))
d = {}
print(d.setdefault('a', 1), d.setdefault('a', 2), d.setdefault('b'), d)
d = {'a': 1, 'b': 2}
print(d.pop('a'), d.pop('x', 0), d)
d = {'a': 1, 'b': 2}
print(d.popitem(), d)
t(lambda: {}.get())
t(lambda: {}.get(1, 2, 3))
t(lambda: {}.get([]))
t(lambda: {}.pop('a'))
t(lambda: {}.pop())
t(lambda: {}.popitem())
t(lambda: {}.setdefault())
t(lambda: {}.setdefault([], 1))
