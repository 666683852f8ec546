# str.center with fill characters
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
t(lambda: 'ab'.center(6))
t(lambda: 'ab'.center(5, '*'))
t(lambda: 'abc'.center(6, '-'))
t(lambda: 'abc'.center(2))
t(lambda: ''.center(3, 'é'))
t(lambda: 'a'.center(-1))
t(lambda: 'a'.center(4, 'xy'))
t(lambda: 'a'.center(4, ''))
t(lambda: 'a'.center())
t(lambda: 'a'.center('4'))
t(lambda: 'a'.center(4, 1))
t(lambda: 'a'.center(2**70))
