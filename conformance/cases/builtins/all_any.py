# all and any over iterables, short-circuiting
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
t(lambda: all([]))
t(lambda: any([]))
t(lambda: all([1, 2, 0]))
t(lambda: any([0, '', None, 3]))
t(lambda: all('abc'))
t(lambda: any(x > 2 for x in range(5)))
t(lambda: all(iter([1, 1])))
t(lambda: any({0: 1}))
it = iter([1, 0, 5, 6])
print(all(it), list(it))
it = iter([0, 7, 8])
print(any(it), list(it))
