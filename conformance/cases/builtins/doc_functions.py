# docstrings of builtin functions
for f in (abs, len, sorted, print):
    print(f.__name__, f.__doc__.splitlines()[0])
