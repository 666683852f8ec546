# bin, hex and oct argument errors
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
t(lambda: bin(1.5))
t(lambda: hex('a'))
t(lambda: oct(None))
t(lambda: bin())
t(lambda: hex(1, 2))
t(lambda: oct(x=1))
t(lambda: hex(2.0))
