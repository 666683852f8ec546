# calling non-callables
for v in (1, "s", [1], (1,), {}):
    try:
        v()
    except TypeError as e:
        print(e)
