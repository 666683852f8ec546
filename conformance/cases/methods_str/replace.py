# str.replace with count
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
t(lambda: 'aaa'.replace('a', 'b'))
t(lambda: 'aaa'.replace('a', 'b', 2))
t(lambda: 'aaa'.replace('a', 'b', -1))
t(lambda: 'aaa'.replace('a', 'b', 0))
t(lambda: 'abc'.replace('', '-'))
t(lambda: 'abc'.replace('', '-', 2))
t(lambda: ''.replace('', 'x'))
t(lambda: 'héllo'.replace('é', 'e'))
t(lambda: 'abc'.replace('x', 'y'))
t(lambda: 'a'.replace('a'))
t(lambda: 'a'.replace(1, 'b'))
t(lambda: 'a'.replace('a', 'b', 'c'))
t(lambda: 'a'.replace('a', 'b', 1, 2))
t(lambda: 'a'.replace('a', 'b', count=1))
