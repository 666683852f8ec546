# int() of unsupported types
for v in (None, [1], (1,)):
    try:
        int(v)
    except TypeError as e:
        print(e)
