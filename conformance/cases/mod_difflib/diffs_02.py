# ndiff, unified_diff and context_diff of document 2
import difflib
a = ['  if x:\n', '    return 1\n', '  else:\n', '    return 2\n']
b = ['  if x :\n', '    return 1\n', '  elif y:\n', '    return 3\n', '  return 2\n']
print(''.join(difflib.ndiff(a, b)), end='')
print('=====')
print(''.join(difflib.unified_diff(a, b, fromfile='before.py', tofile='after.py')), end='')
print('=====')
print(''.join(difflib.context_diff(a, b, fromfile='before.py', tofile='after.py')), end='')
print('=====')
print(list(difflib.unified_diff(a, b, n=0, lineterm='')))
print(''.join(difflib.restore(difflib.ndiff(a, b), 1)) == ''.join(a), ''.join(difflib.restore(difflib.ndiff(a, b), 2)) == ''.join(b))
