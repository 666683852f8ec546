# an int is not a context manager
with 1:
    pass
