# IOError and EnvironmentError are OSError
print(IOError is OSError, EnvironmentError is OSError, IOError.__name__, EnvironmentError.__name__)
try:
    raise IOError(2, 'No such file or directory', 'x.txt')
except EnvironmentError as e:
    print(type(e).__name__, e.errno, e.strerror, e.filename, e)
try:
    raise EnvironmentError('plain')
except IOError as e:
    print(type(e).__name__, e)
print(issubclass(FileNotFoundError, IOError))
