# help(str): the builtin methods as CPython's pydoc lists them
help(str)
