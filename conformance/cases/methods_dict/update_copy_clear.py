# dict update, copy and clear
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
d = {'a': 1}
d.update({'b': 2})
d.update([('c', 3)])
d.update(d=4)
d.update({'a': 0}, e=5)
print(d)
d = {'a': [1]}
c = d.copy()
c['b'] = 2
c['a'].append(2)
print(d, c)
d.clear()
print(d, c)
t(lambda: {}.update(1))
t(lambda: {}.update([1]))
t(lambda: {}.update([(1, 2, 3)]))
t(lambda: {}.update({}, {}))
t(lambda: {}.copy(1))
t(lambda: {}.clear(1))
