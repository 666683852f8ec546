# slice objects as subscripts
s = slice(1, 4)
l = list(range(10))
print(l[s], "abcdef"[s], l[slice(None, None, -2)], s, slice(3), slice(None), slice(1, 2, 3))
print(s.start, s.stop, s.step)
