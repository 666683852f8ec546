# int.from_bytes errors
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
t(lambda: int.from_bytes(1))
t(lambda: int.from_bytes('ab'))
t(lambda: int.from_bytes(b'\x01', 'x'))
t(lambda: int.from_bytes())
t(lambda: int.from_bytes([256]))
t(lambda: int.from_bytes([-1]))
t(lambda: int.from_bytes(b'', 'big', True))
t(lambda: int.from_bytes(b'', foo=1))
