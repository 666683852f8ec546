# abs of int, big int, bool, float, complex
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
t(lambda: abs(-5))
t(lambda: abs(0))
t(lambda: abs(-2**70))
t(lambda: abs(True))
t(lambda: abs(-0.0))
t(lambda: abs(float('-inf')))
t(lambda: abs(3+4j))
t(lambda: abs(-1.5))
