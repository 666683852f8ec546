# ndiff, unified_diff and context_diff of document 1
import difflib
a = ['a\n', 'b\n', 'c\n', 'd\n', 'e\n', 'f\n', 'g\n', 'h\n', 'i\n', 'j\n', 'k\n']
b = ['a\n', 'B\n', 'c\n', 'd\n', 'e\n', 'f\n', 'g\n', 'h\n', 'i\n', 'J\n', 'k\n', 'l\n']
print(''.join(difflib.ndiff(a, b)), end='')
print('=====')
print(''.join(difflib.unified_diff(a, b, fromfile='before.py', tofile='after.py')), end='')
print('=====')
print(''.join(difflib.context_diff(a, b, fromfile='before.py', tofile='after.py')), end='')
print('=====')
print(list(difflib.unified_diff(a, b, n=0, lineterm='')))
print(''.join(difflib.restore(difflib.ndiff(a, b), 1)) == ''.join(a), ''.join(difflib.restore(difflib.ndiff(a, b), 2)) == ''.join(b))
