# bytes.split, rsplit and join
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
t(lambda: b'a b  c'.split())
t(lambda: b'a,b,,c'.split(b','))
t(lambda: b'a,b,c'.split(b',', 1))
t(lambda: b'a,b,c'.rsplit(b',', 1))
t(lambda: b' a b '.rsplit())
t(lambda: b','.join([b'a', bytearray(b'b')]))
t(lambda: b''.join([]))
t(lambda: bytearray(b'-').join([b'a', b'b']))
t(lambda: b'a'.split(b''))
t(lambda: b'a'.split(','))
t(lambda: b','.join(['a']))
t(lambda: b','.join([1]))
