# str.join
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
t(lambda: ','.join(['a', 'b']))
t(lambda: ''.join([]))
t(lambda: '-'.join('abc'))
t(lambda: ', '.join(map(str, range(3))))
t(lambda: 'x'.join(['a']))
t(lambda: ','.join(['a', 1]))
t(lambda: ','.join(1))
t(lambda: ','.join())
t(lambda: ','.join(['a'], ['b']))
t(lambda: ','.join([b'a']))
