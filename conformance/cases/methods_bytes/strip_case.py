# bytes strip family and case methods
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
t(lambda: b'  ab  '.strip())
t(lambda: b'xxabxx'.strip(b'x'))
t(lambda: b'ab  '.rstrip())
t(lambda: b'  ab'.lstrip())
t(lambda: b'Hello'.lower())
t(lambda: b'Hello'.upper())
t(lambda: b'hello world'.title())
t(lambda: b'hello'.capitalize())
t(lambda: b'HeLLo'.swapcase())
t(lambda: b'\xe9a'.upper())
t(lambda: b'ab'.strip('a'))
