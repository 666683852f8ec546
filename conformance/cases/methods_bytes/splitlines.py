# bytes.splitlines
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
t(lambda: b'a\nb\r\nc\rd'.splitlines())
t(lambda: b'a\nb\n'.splitlines(True))
t(lambda: b'a\x0bb\x0cc'.splitlines())
t(lambda: b''.splitlines())
