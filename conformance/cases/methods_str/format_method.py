# str.format basics
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
t(lambda: '{} {}'.format(1, 'a'))
t(lambda: '{1}{0}'.format('a', 'b'))
t(lambda: '{x}-{y}'.format(x=1, y=2))
t(lambda: '{0[1]}'.format([5, 6]))
t(lambda: '{0!r}'.format('a'))
t(lambda: '{{}}'.format())
t(lambda: '{}'.format())
t(lambda: '{0}{}'.format(1, 2))
t(lambda: '{x}'.format(y=1))
