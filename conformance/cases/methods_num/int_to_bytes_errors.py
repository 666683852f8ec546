# int.to_bytes errors
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
t(lambda: (256).to_bytes(1, 'big'))
t(lambda: (-1).to_bytes(1, 'big'))
t(lambda: (-129).to_bytes(1, 'big', signed=True))
t(lambda: (128).to_bytes(1, 'big', signed=True))
t(lambda: (1).to_bytes(-1, 'big'))
t(lambda: (1).to_bytes(1, 'middle'))
t(lambda: (1).to_bytes(1, byteorder=2))
t(lambda: (1).to_bytes(1, 'big', True))
t(lambda: (1).to_bytes(1.5))
t(lambda: (1).to_bytes(foo=1))
t(lambda: (1).to_bytes(0))
