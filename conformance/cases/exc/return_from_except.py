# return inside except
def f(x):
    try:
        return 10 // x
    except ZeroDivisionError:
        return "inf"
print(f(2), f(0))
