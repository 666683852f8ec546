# get_grouped_opcodes context sizes on a long sequence
import difflib
a = list(range(40))
b = a[:5] + [100] + a[6:20] + a[22:35] + [200, 201] + a[35:]
s = difflib.SequenceMatcher(None, a, b)
for n in (0, 1, 3, 10):
    print(n, list(s.get_grouped_opcodes(n)))
