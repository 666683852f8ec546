# round errors
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
t(lambda: round(float('inf')))
t(lambda: round(float('nan')))
t(lambda: round('a'))
t(lambda: round(1, 'a'))
t(lambda: round(1.5, 1.5))
t(lambda: round())
t(lambda: round(1, 2, 3))
t(lambda: round(x=1))
t(lambda: round(1, number=2))
t(lambda: round(None))
t(lambda: round(1e300))
