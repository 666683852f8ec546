# unified_diff and context_diff headers with dates and lineterm
import difflib
a = ['x', 'y', 'z']
b = ['x', 'Y', 'z']
for line in difflib.unified_diff(a, b, 'a.txt', 'b.txt', '2020-01-01', '2020-01-02', lineterm=''):
    print(line)
for line in difflib.context_diff(a, b, 'a.txt', 'b.txt', 'd1', 'd2', n=0, lineterm=''):
    print(line)
print(list(difflib.unified_diff(a, a)), list(difflib.context_diff([], [])))
