# sum errors
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
t(lambda: sum(['a'], ''))
t(lambda: sum([b'a'], b''))
t(lambda: sum([bytearray(b'a')], bytearray()))
t(lambda: sum([1, 2], start='a'))
t(lambda: sum())
t(lambda: sum(1))
t(lambda: sum([1, 'a']))
t(lambda: sum([1], iterable=2))
t(lambda: sum([1], 2, 3))
t(lambda: sum([[1]]))
t(lambda: sum(['a', 'b']))
