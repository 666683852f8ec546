# set update methods
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
s = {1}
s.update([2], (3,))
print(sorted(s))
s.intersection_update({1, 2, 5})
print(sorted(s))
s.difference_update([1])
print(sorted(s))
s.symmetric_difference_update([2, 9])
print(sorted(s))
s = {1, 2}
s |= {3}
s &= {1, 3}
s -= {1}
s ^= {4}
print(sorted(s))
t(lambda: set().update(1))
t(lambda: set().symmetric_difference_update())
t(lambda: set().intersection_update(1))
s = {1}
s |= [2]
