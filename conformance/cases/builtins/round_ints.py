# round of ints with ndigits
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
t(lambda: round(5))
t(lambda: round(True))
t(lambda: round(15, -1))
t(lambda: round(25, -1))
t(lambda: round(-25, -1))
t(lambda: round(35, -1))
t(lambda: round(2**70, -5))
t(lambda: round(123, 2))
t(lambda: round(-5, -1))
t(lambda: round(5, -1))
t(lambda: round(123456, -10))
t(lambda: round(1, None))
