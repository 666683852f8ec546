# str.split with and without separators
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
t(lambda: 'a b  c'.split())
t(lambda: '  a b  '.split())
t(lambda: 'a,b,,c'.split(','))
t(lambda: 'a,b,c'.split(',', 1))
t(lambda: 'a b c'.split(None, 1))
t(lambda: 'a b c'.split(maxsplit=1))
t(lambda: 'a,b'.split(sep=','))
t(lambda: ''.split())
t(lambda: ''.split(','))
t(lambda: 'abc'.split('abc'))
t(lambda: 'a\u3000b\x1cc'.split())
t(lambda: 'a  b'.split(' '))
t(lambda: 'a,b,c'.split(',', -1))
t(lambda: 'a,b,c'.split(',', 0))
