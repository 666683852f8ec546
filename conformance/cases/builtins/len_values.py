# len of builtin containers
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
t(lambda: len([1, 2]))
t(lambda: len('héllo'))
t(lambda: len(b'ab'))
t(lambda: len({1: 2}))
t(lambda: len(set()))
t(lambda: len(range(10**20)))
t(lambda: len(range(0, 10, 3)))
t(lambda: len(()))
t(lambda: len(bytearray(4)))
t(lambda: len({}.keys()))
