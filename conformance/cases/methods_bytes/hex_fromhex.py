# bytes hex and fromhex
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
t(lambda: b'\x01\xff'.hex())
t(lambda: b'\x01\x02\x03'.hex(':'))
t(lambda: b'\x01\x02\x03'.hex('-', 2))
t(lambda: bytes.fromhex('01 ff'))
t(lambda: bytearray.fromhex('0a0b'))
t(lambda: bytes.fromhex('0g'))
t(lambda: bytes.fromhex(1))
t(lambda: b''.hex())
