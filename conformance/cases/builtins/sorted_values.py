# sorted with key, reverse and stability
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
t(lambda: sorted([3, 1, 2]))
t(lambda: sorted([3, 1, 2], reverse=True))
t(lambda: sorted('bca'))
t(lambda: sorted([(1, 'b'), (0, 'a'), (1, 'a')], key=lambda p: p[0]))
t(lambda: sorted([(1, 'b'), (0, 'a'), (1, 'a')], key=lambda p: p[0], reverse=True))
t(lambda: sorted('bca', key=None, reverse=1))
t(lambda: sorted({3: 'a', 1: 'b'}))
t(lambda: sorted([1.5, 1, True, 0.5]))
t(lambda: sorted(['b', 'A', 'a', 'B'], key=str.lower))
t(lambda: sorted([[2], [1, 5], [1]]))
t(lambda: sorted([], reverse=True))
t(lambda: sorted(range(10), key=lambda x: x % 3))
t(lambda: sorted(range(10), key=lambda x: x % 3, reverse=True))
l = [3, 1]
s = sorted(l)
print(l, s, s is l)
