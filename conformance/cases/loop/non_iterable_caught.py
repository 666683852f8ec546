# non-iterable messages
for v in (5, 1.5, None, True):
    try:
        for x in v:
            pass
    except TypeError as e:
        print(e)
