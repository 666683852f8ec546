# bytes partition, replace, startswith, endswith
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
t(lambda: b'a=b=c'.partition(b'='))
t(lambda: b'a=b=c'.rpartition(b'='))
t(lambda: b'aaa'.replace(b'a', b'b', 2))
t(lambda: b'abc'.replace(b'', b'-'))
t(lambda: b'hello'.startswith(b'he'))
t(lambda: b'hello'.endswith((b'x', b'lo')))
t(lambda: b'hello'.startswith('he'))
t(lambda: b'abc'.partition(b''))
t(lambda: b'abc'.replace('a', 'b'))
