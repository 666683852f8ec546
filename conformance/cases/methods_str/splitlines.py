# str.splitlines with every line boundary
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
t(lambda: 'a\nb\r\nc\rd'.splitlines())
t(lambda: 'a\nb\n'.splitlines(True))
t(lambda: 'a\x0bb\x0cc\x1cd\x1de\x1ef\x85g\u2028h\u2029i'.splitlines())
t(lambda: ''.splitlines())
t(lambda: '\n'.splitlines())
t(lambda: 'a\r\n'.splitlines(keepends=True))
t(lambda: 'abc'.splitlines())
t(lambda: 'a'.splitlines(1, 2))
t(lambda: 'a'.splitlines('x'))
