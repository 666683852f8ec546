# str.strip, lstrip, rstrip
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
t(lambda: '  ab  '.strip())
t(lambda: '  ab  '.lstrip())
t(lambda: '  ab  '.rstrip())
t(lambda: 'xxabxx'.strip('x'))
t(lambda: 'abcba'.strip('ab'))
t(lambda: '\t\n ab\u3000'.strip())
t(lambda: 'ab'.strip(''))
t(lambda: 'ab'.strip(None))
t(lambda: 'ab'.strip(1))
t(lambda: 'ab'.strip('a', 'b'))
t(lambda: 'ab'.lstrip(chars='a'))
