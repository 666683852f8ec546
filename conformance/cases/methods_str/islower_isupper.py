# str.islower, isupper, istitle, isspace
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
t(lambda: 'abc'.islower())
t(lambda: 'aBc'.islower())
t(lambda: '123'.islower())
t(lambda: 'a1'.islower())
t(lambda: 'ABC'.isupper())
t(lambda: 'ǅ'.isupper())
t(lambda: 'Hello World'.istitle())
t(lambda: 'Hello world'.istitle())
t(lambda: 'ǅungla'.istitle())
t(lambda: ' \t\n\x0b\x0c\r\x1c\u2028'.isspace())
t(lambda: ''.isspace())
t(lambda: '\xa0'.isspace())
