# int prefix functions on edge values
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
t(lambda: oct(-1))
t(lambda: hex(-1))
t(lambda: bin(-1))
t(lambda: hex(2**63))
t(lambda: oct(7))
t(lambda: bin(255))
