# dict() constructor forms
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
t(lambda: dict())
t(lambda: dict(a=1, b=2))
t(lambda: dict([(1, 2), (3, 4)]))
t(lambda: dict([(1, 2)], c=3))
t(lambda: dict({1: 2}, x=5))
t(lambda: dict(zip('ab', [1, 2])))
t(lambda: dict(['ab', 'cd']))
t(lambda: dict({}.items()))
t(lambda: dict([(1, 2), (1, 3)]))
