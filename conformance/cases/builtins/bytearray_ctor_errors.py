# bytearray constructor errors
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
t(lambda: bytearray('abc'))
t(lambda: bytearray([256]))
t(lambda: bytearray([-1]))
t(lambda: bytearray(-1))
t(lambda: bytearray(1.5))
t(lambda: bytearray(b'a', 'utf-8'))
t(lambda: bytearray(1, 2, 3, 4))
t(lambda: bytearray('é', 'ascii'))
t(lambda: bytearray([1, 'a']))
