# hash of tuples, frozensets, None and errors
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
t(lambda: hash((1, 2)))
t(lambda: hash(()))
t(lambda: hash(((1, 2), (3,))))
t(lambda: hash((1, 2.0)) == hash((1.0, 2)))
t(lambda: hash(frozenset([1, 2, 3])))
t(lambda: hash(frozenset()))
t(lambda: hash(frozenset([1, 2])) == hash(frozenset([2, 1])))
t(lambda: hash(None) == hash(None))
t(lambda: hash('') )
t(lambda: hash(b''))
t(lambda: hash(range(3)) == hash(range(3)))
t(lambda: hash([]))
t(lambda: hash({}))
t(lambda: hash(set()))
t(lambda: hash((1, [])))
t(lambda: hash(bytearray()))
t(lambda: hash())
t(lambda: hash(1, 2))
