# str.removeprefix and str.removesuffix
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
t(lambda: 'prefix-body'.removeprefix('prefix-'))
t(lambda: 'body'.removeprefix('x'))
t(lambda: 'body.txt'.removesuffix('.txt'))
t(lambda: 'body'.removesuffix(''))
t(lambda: ''.removeprefix(''))
t(lambda: 'a'.removeprefix(1))
t(lambda: 'a'.removesuffix())
t(lambda: 'a'.removeprefix(prefix='a'))
