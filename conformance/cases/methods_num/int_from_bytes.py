# int.from_bytes
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
t(lambda: int.from_bytes(b'\x01\x00', 'little'))
t(lambda: int.from_bytes(b'\x01\x00'))
t(lambda: int.from_bytes(b'\xff', 'big', signed=True))
t(lambda: int.from_bytes(b'\xff\xff', 'little', signed=False))
t(lambda: int.from_bytes([1, 2]))
t(lambda: int.from_bytes(bytearray(b'\x80\x00'), 'big', signed=True))
t(lambda: int.from_bytes(b'', signed=True))
t(lambda: int.from_bytes(b'\x01' * 10, 'big'))
t(lambda: bool.from_bytes(b'\x01'))
t(lambda: bool.from_bytes(b'\x00'))
t(lambda: (5).from_bytes(b'\x02'))
t(lambda: int.from_bytes(iter([1])))
