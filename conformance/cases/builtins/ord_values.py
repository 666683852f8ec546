# ord() of str, bytes and bytearray
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
t(lambda: ord('a'))
t(lambda: ord('€'))
t(lambda: ord('\U0001f600'))
t(lambda: ord(b'A'))
t(lambda: ord(bytearray(b'z')))
t(lambda: ord(''))
t(lambda: ord('ab'))
t(lambda: ord(b'ab'))
t(lambda: ord(b''))
t(lambda: ord(1))
t(lambda: ord())
t(lambda: ord(None))
