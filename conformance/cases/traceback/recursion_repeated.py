# frames repeated more than three times are counted
def f(n):
    if n == 0:
        raise ValueError("bottom")
    return f(n - 1)
f(10)
