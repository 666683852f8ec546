# str.maketrans and str.translate errors
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
t(lambda: str.maketrans('ab', 'c'))
t(lambda: str.maketrans('a'))
t(lambda: str.maketrans({'ab': 1}))
t(lambda: str.maketrans({1.5: 1}))
t(lambda: str.maketrans())
t(lambda: str.maketrans(1, 2))
t(lambda: 'abc'.translate({97: 1.5}))
t(lambda: 'abc'.translate({97: 0x110000}))
t(lambda: 'abc'.translate())
