# bytearray method errors
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
t(lambda: bytearray().pop())
t(lambda: bytearray(b'a').remove(98))
t(lambda: bytearray(b'a').append(256))
t(lambda: bytearray(b'a').append('a'))
t(lambda: bytearray(b'a').insert(0))
t(lambda: bytearray(b'a').extend(1))
t(lambda: bytearray(b'a').pop(5))
t(lambda: bytearray(b'a').extend(['a']))
