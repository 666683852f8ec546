# exceptions from else are not caught by the same try
try:
    try:
        pass
    except ZeroDivisionError:
        print("no")
    else:
        1 / 0
except ZeroDivisionError:
    print("caught from else")
