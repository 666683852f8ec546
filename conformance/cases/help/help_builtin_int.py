# help(int): CPython's whole text, every builtin method with its signature and docstring
help(int)
