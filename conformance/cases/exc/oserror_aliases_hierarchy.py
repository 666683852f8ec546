# OSError aliases and their subclasses
for cls in (FileNotFoundError, PermissionError, TimeoutError, ConnectionError):
    print(cls.__name__, issubclass(cls, IOError), issubclass(cls, EnvironmentError))
e = IOError(13, 'Permission denied')
print(type(e).__name__, e.errno, e)
