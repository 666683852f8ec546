# print with sep, end, file and flush
print(1, 2, sep='-', end='!\
')
print(1, 2, sep='', end='')
print()
print(sep='x')
print(1, 2, sep=None, end=None)
print('a', 'b', flush=True)
print(1, file=None)
print([1, 'a'], {'k': (1,)}, None, 1.5)
