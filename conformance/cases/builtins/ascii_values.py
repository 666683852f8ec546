# ascii() escapes non-ASCII text
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
t(lambda: ascii('abc'))
t(lambda: ascii('é'))
t(lambda: ascii('\u20ac\U0001f600'))
t(lambda: ascii(['ü', 1]))
t(lambda: ascii('\n\t\x00'))
t(lambda: ascii("'"))
t(lambda: ascii(b'\xff'))
t(lambda: ascii(1.5))
t(lambda: ascii())
t(lambda: ascii(1, 2))
