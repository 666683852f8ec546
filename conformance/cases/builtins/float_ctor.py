# float() from numbers and strings
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
t(lambda: float())
t(lambda: float(1))
t(lambda: float(' 1.5 '))
t(lambda: float('1_000.5'))
t(lambda: float('nan'))
t(lambda: float('-inf'))
t(lambda: float('Infinity'))
t(lambda: float('-iNF'))
t(lambda: float('1e500'))
t(lambda: float('-1e-500'))
t(lambda: float(True))
t(lambda: float('.5'))
t(lambda: float('5.'))
t(lambda: float('  -0  '))
t(lambda: float('1E5'))
