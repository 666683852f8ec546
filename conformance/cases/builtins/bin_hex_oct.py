# bin, hex and oct of ints
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
t(lambda: bin(0))
t(lambda: bin(5))
t(lambda: bin(-5))
t(lambda: bin(2**70))
t(lambda: bin(True))
t(lambda: hex(0))
t(lambda: hex(255))
t(lambda: hex(-255))
t(lambda: hex(2**64))
t(lambda: oct(0))
t(lambda: oct(8))
t(lambda: oct(-8))
t(lambda: oct(2**70))
t(lambda: hex(-2**63))
t(lambda: bin(-(2**63)))
