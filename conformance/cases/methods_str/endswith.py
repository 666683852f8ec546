# str.endswith with tuples and ranges
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
t(lambda: 'hello'.endswith('lo'))
t(lambda: 'hello'.endswith(('x', 'llo')))
t(lambda: 'hello'.endswith('l', 0, 4))
t(lambda: 'hello'.endswith(''))
t(lambda: 'hello'.endswith('', 6))
t(lambda: 'hello'.endswith(()))
t(lambda: 'hello'.endswith('h', -10, 1))
t(lambda: 'hello'.endswith(1))
t(lambda: 'hello'.endswith((1,)))
t(lambda: 'hello'.endswith())
t(lambda: 'hello'.endswith('o', 'a'))
