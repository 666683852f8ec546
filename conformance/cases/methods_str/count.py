# str.count with start and end
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
t(lambda: 'aaaa'.count('aa'))
t(lambda: 'abcabc'.count('b', 2))
t(lambda: 'abcabc'.count('b', 2, 4))
t(lambda: 'abc'.count(''))
t(lambda: 'abc'.count('', 1))
t(lambda: 'abc'.count('', 5))
t(lambda: 'abc'.count('x'))
t(lambda: 'abcabc'.count('c', -3))
t(lambda: 'abc'.count('a', None, None))
t(lambda: 'abc'.count())
t(lambda: 'abc'.count(1))
t(lambda: 'abc'.count('a', 'b'))
t(lambda: 'abc'.count('a', 0, 1, 2))
