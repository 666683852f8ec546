# ndiff, unified_diff and context_diff of document 5
import difflib
a = ['same\n']
b = ['same\n']
print(''.join(difflib.ndiff(a, b)), end='')
print('=====')
print(''.join(difflib.unified_diff(a, b, fromfile='before.py', tofile='after.py')), end='')
print('=====')
print(''.join(difflib.context_diff(a, b, fromfile='before.py', tofile='after.py')), end='')
print('=====')
print(list(difflib.unified_diff(a, b, n=0, lineterm='')))
print(''.join(difflib.restore(difflib.ndiff(a, b), 1)) == ''.join(a), ''.join(difflib.restore(difflib.ndiff(a, b), 2)) == ''.join(b))
