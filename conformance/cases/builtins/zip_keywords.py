# zip's keyword arguments: only strict, and at most one (CPython's messages)
for kw in ({'x': 1}, {'strict': True, 'x': 1}, {'x': 1, 'y': 2}, {'strict': False}):
    try:
        print(list(zip([1], [2], **kw)))
    except TypeError as e:
        print(e)
