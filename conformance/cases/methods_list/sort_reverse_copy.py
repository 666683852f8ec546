# list sort, reverse and copy
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
l = [3, 1, 2]
l.sort()
print(l)
l.sort(reverse=True)
print(l)
l.reverse()
print(l)
l = ['b', 'A', 'c']
l.sort(key=str.lower)
print(l)
l = [(1, 'b'), (0, 'x'), (1, 'a')]
l.sort(key=lambda p: p[0])
print(l)
l = [1, 2]
c = l.copy()
c.append(3)
print(l, c)
t(lambda: [3, 1].sort(1))
t(lambda: [1, 'a'].sort())
t(lambda: [].sort(foo=1))
t(lambda: [].reverse(1))
t(lambda: [].copy(1))
l = [3, 1, 2]
try:
    l.sort(key=lambda x: 1 / (x - 1))
except ZeroDivisionError as e:
    print('ZeroDivisionError', e)
print(l)
