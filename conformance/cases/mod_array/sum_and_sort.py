# arrays with builtins
import array
a = array.array('l', [5, -3, 10])
print(sum(a), min(a), max(a), sorted(a), list(reversed(a)), len(a), a.tolist() == list(a))
d = array.array('d', (x / 2 for x in range(4)))
print(d, sum(d), [x * 2 for x in d])
