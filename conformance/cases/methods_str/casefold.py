# str.casefold
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
t(lambda: 'ABC'.casefold())
t(lambda: 'Straße'.casefold())
t(lambda: 'ﬁ'.casefold())
t(lambda: 'ΣΑΣ'.casefold())
t(lambda: ''.casefold())
t(lambda: 'a'.casefold(1))
