# str.ljust and str.rjust
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
t(lambda: 'ab'.ljust(5))
t(lambda: 'ab'.rjust(5))
t(lambda: 'ab'.ljust(5, '.'))
t(lambda: 'ab'.rjust(5, '.'))
t(lambda: 'abc'.ljust(1))
t(lambda: 'a'.rjust(3, 'é'))
t(lambda: 'a'.ljust(3, 'ab'))
t(lambda: 'a'.rjust())
t(lambda: 'a'.ljust('3'))
