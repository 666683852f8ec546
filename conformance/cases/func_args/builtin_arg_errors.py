# argument errors from builtins
for f in (lambda: len(), lambda: len(1, 2), lambda: len(5), lambda: abs(), lambda: range(), lambda: divmod(1)):
    try:
        f()
    except TypeError as e:
        print(e)
