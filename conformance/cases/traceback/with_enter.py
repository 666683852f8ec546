# a with statement on a non-context manager
with 5:
    pass
