# str operators used as methods
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
t(lambda: 'ab' * 3)
t(lambda: 3 * 'ab')
t(lambda: 'ab' * -1)
t(lambda: 'a' + 'b')
t(lambda: 'b' in 'abc')
t(lambda: '' in 'abc')
t(lambda: 'a' + 1)
t(lambda: 'a' * 1.5)
t(lambda: 1 in 'abc')
t(lambda: 'a' * 'b')
