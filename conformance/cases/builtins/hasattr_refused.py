# hasattr and getattr with a default treat unknown dunders as absent
print(hasattr(1, '__jit__'), hasattr('s', '__nothing__'), hasattr([], 'nothing'))
print(getattr(1, '__jit__', 'default'), getattr(len, '__wrapped__', None))
print(hasattr(len, '__name__'), getattr(len, '__name__', None))
try:
    getattr(1, 'jit')
except AttributeError as e:
    print('AttributeError', e)
