# bytes find, rfind, index, rindex, count
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
t(lambda: b'hello'.find(b'l'))
t(lambda: b'hello'.rfind(b'l'))
t(lambda: b'hello'.find(108))
t(lambda: b'hello'.count(b'l'))
t(lambda: b'hello'.count(108))
t(lambda: b'hello'.index(b'e'))
t(lambda: b'hello'.rindex(b'l', 0, 3))
t(lambda: b'hello'.find(b'z'))
t(lambda: b'hello'.index(b'z'))
t(lambda: b'hello'.find('l'))
t(lambda: b'hello'.find(256))
t(lambda: b'hello'.count())
