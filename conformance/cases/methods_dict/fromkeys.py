# dict.fromkeys
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
t(lambda: dict.fromkeys('abc'))
t(lambda: dict.fromkeys([1, 2], 0))
t(lambda: dict.fromkeys([]))
t(lambda: {}.fromkeys('ab', []))
t(lambda: dict.fromkeys(1))
t(lambda: dict.fromkeys())
t(lambda: dict.fromkeys([[]]))
