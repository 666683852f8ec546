# bytearray constructor forms
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
t(lambda: bytearray())
t(lambda: bytearray(3))
t(lambda: bytearray(b'ab'))
t(lambda: bytearray([1, 2, 255]))
t(lambda: bytearray('héllo', 'utf-8'))
t(lambda: bytearray('abc', encoding='ascii'))
t(lambda: bytearray(range(3)))
t(lambda: bytearray(bytearray(b'x')))
