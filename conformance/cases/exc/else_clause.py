# else runs only when no exception
for d in (1, 0):
    try:
        r = 10 / d
    except ZeroDivisionError:
        print("error")
    else:
        print("ok", r)
