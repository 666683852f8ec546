# str.encode errors
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
t(lambda: 'é'.encode('ascii'))
t(lambda: '€'.encode('latin-1'))
t(lambda: 'a'.encode('nope'))
t(lambda: 'a'.encode(1))
t(lambda: 'a'.encode('ascii', 1))
t(lambda: 'a'.encode('ascii', 'strict', 3))
t(lambda: 'a'.encode(foo=1))
t(lambda: '\ud800'.encode('utf-8'))
