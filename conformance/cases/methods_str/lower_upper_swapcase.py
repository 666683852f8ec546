# str.lower, upper, swapcase, title
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
t(lambda: 'Hello'.lower())
t(lambda: 'Hello'.upper())
t(lambda: 'Hello'.swapcase())
t(lambda: 'ß'.upper())
t(lambda: 'İ'.lower())
t(lambda: 'ǅ'.swapcase())
t(lambda: "they're bill's".title())
t(lambda: 'hello world'.title())
t(lambda: 'ǆ'.title())
t(lambda: 'ΣΑΣ ΑΣ'.lower())
t(lambda: 'ﬃ'.upper())
t(lambda: 'a'.lower(1))
t(lambda: 'a'.upper(x=1))
