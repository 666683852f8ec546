# str.find and str.rfind
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
t(lambda: 'hello'.find('l'))
t(lambda: 'hello'.rfind('l'))
t(lambda: 'hello'.find('z'))
t(lambda: 'hello'.find('l', 3))
t(lambda: 'hello'.find('l', -2))
t(lambda: 'hello'.rfind('l', 0, 3))
t(lambda: 'hello'.find(''))
t(lambda: 'hello'.rfind(''))
t(lambda: 'hello'.find('', 10))
t(lambda: 'héllo'.find('l'))
t(lambda: 'hello'.find('h', None, None))
t(lambda: 'hello'.find())
t(lambda: 'hello'.find(1))
t(lambda: 'hello'.rfind('l', 'x'))
