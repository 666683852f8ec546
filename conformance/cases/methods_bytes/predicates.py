# bytes is* predicates
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
t(lambda: b'abc'.isalpha())
t(lambda: b'abc1'.isalnum())
t(lambda: b'123'.isdigit())
t(lambda: b''.isdigit())
t(lambda: b'abc'.islower())
t(lambda: b'ABC'.isupper())
t(lambda: b' \t\n'.isspace())
t(lambda: b'Hello World'.istitle())
t(lambda: b'\x80'.isascii())
t(lambda: b'abc'.isascii())
