# int.to_bytes
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
t(lambda: (1).to_bytes())
t(lambda: (1).to_bytes(2))
t(lambda: (1).to_bytes(2, 'little'))
t(lambda: (1024).to_bytes(2, 'big'))
t(lambda: (-1).to_bytes(1, 'big', signed=True))
t(lambda: (-128).to_bytes(1, 'big', signed=True))
t(lambda: (127).to_bytes(1, 'big', signed=True))
t(lambda: (255).to_bytes(1, 'big'))
t(lambda: (0).to_bytes(0, 'big'))
t(lambda: (2**64).to_bytes(9, 'little'))
t(lambda: (-2**63).to_bytes(8, 'big', signed=True))
t(lambda: (1).to_bytes(length=2, byteorder='little'))
t(lambda: True.to_bytes(1, 'big'))
