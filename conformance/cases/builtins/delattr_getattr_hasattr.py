# attribute builtins on builtin objects
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
t(lambda: getattr(1, 'real'))
t(lambda: getattr('a', 'upper')())
t(lambda: getattr(1, 'nope', 'dflt'))
t(lambda: getattr([], 'append') is not None)
t(lambda: hasattr(1, 'real'))
t(lambda: hasattr(1, 'nope'))
t(lambda: hasattr('a', 'join'))
t(lambda: getattr(1.5, 'imag'))
