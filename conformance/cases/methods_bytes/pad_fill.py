# bytes center, ljust, rjust, zfill, expandtabs
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
t(lambda: b'ab'.center(6, b'*'))
t(lambda: b'ab'.ljust(4))
t(lambda: b'ab'.rjust(4, b'0'))
t(lambda: b'-42'.zfill(5))
t(lambda: b'a\tb'.expandtabs(4))
t(lambda: b'ab'.center(5, b'xy'))
t(lambda: b'ab'.ljust(4, '*'))
