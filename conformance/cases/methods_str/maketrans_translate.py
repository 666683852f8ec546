# str.maketrans and str.translate
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
t(lambda: 'abc'.translate(str.maketrans('ab', 'xy')))
t(lambda: 'abc'.translate(str.maketrans('', '', 'b')))
t(lambda: 'abc'.translate(str.maketrans({'a': 'A', 'b': None})))
t(lambda: 'abc'.translate({97: 'zz', 98: 66}))
t(lambda: 'abc'.translate({}))
t(lambda: sorted(str.maketrans('ab', 'cd').items()))
t(lambda: sorted(str.maketrans('a', 'b', 'c').items()))
t(lambda: str.maketrans({'a': 1, 98: 'x'}))
t(lambda: 'abc'.translate([]))
