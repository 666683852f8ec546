# Sorts of strs, or of tuples of ints and strs, compare in Go without
# Python code (eval/list.go's fast paths): the work of each comparison
# (two long strs, two long tuples) and of checking the tuples' element
# kinds must be charged as it is done, not only the n log n comparisons.
# --- same_long_tuple
t = (0,) * 10**6
l = [t] * 10**5
l.sort()
# --- same_long_str_tuple
t = ('a',) * 10**6
l = [t] * 10**5
l.sort()
# --- key_long_tuple
t = (0,) * 10**6
sorted(range(10**5), key=lambda i: t)
# --- equal_long_tuples
t = (0,) * 10**5
l = [tuple(t), tuple(t)] * 5 * 10**4
l.sort()
# --- long_strs
s = 'a' * 10**7
sorted([s[:-1] + 'b', s] * 10**3)
# --- key_long_strs
s = 'a' * 10**7
t = s[:-1] + 'b'
sorted(range(2000), key=lambda i: s if i % 2 else t)
# --- tuples_of_long_strs
s = 'a' * 10**7
t = s[:-1] + 'b'
sorted([(s,), (t,)] * 1000)
# --- reverse_long_strs
s = 'a' * 10**7
t = s[:-1] + 'b'
l = [s, t] * 1000
l.sort(reverse=True)
