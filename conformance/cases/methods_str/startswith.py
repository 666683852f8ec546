# str.startswith
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
t(lambda: 'hello'.startswith('he'))
t(lambda: 'hello'.startswith(('x', 'h')))
t(lambda: 'hello'.startswith('l', 2))
t(lambda: 'hello'.startswith('l', 2, 3))
t(lambda: 'hello'.startswith(''))
t(lambda: 'hello'.startswith('', 6))
t(lambda: 'hello'.startswith(()))
t(lambda: 'hello'.startswith(1))
t(lambda: 'hello'.startswith(['h']))
t(lambda: 'hello'.startswith())
