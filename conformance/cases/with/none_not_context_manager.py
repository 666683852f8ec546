# None is not a context manager (caught)
try:
    with None as x:
        pass
except TypeError as e:
    print(e)
