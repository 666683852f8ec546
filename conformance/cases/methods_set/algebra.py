# set union, intersection, difference, symmetric_difference
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
t(lambda: sorted({1, 2}.union({3}, [4])))
t(lambda: sorted({1, 2, 3}.intersection({2, 3}, [3])))
t(lambda: sorted({1, 2, 3}.difference({2}, [3])))
t(lambda: sorted({1, 2}.symmetric_difference([2, 3])))
t(lambda: sorted({1, 2}.union()))
t(lambda: sorted({1, 2} | {3}))
t(lambda: sorted({1, 2} & {2}))
t(lambda: sorted({1, 2} - {2}))
t(lambda: sorted({1, 2} ^ {2, 3}))
t(lambda: {1}.union(1))
t(lambda: {1} | [2])
t(lambda: {1}.symmetric_difference())
t(lambda: {1}.intersection(1))
