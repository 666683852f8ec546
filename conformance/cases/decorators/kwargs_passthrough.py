# a wrapper passing *args and **kwargs through
def trace(f):
    def wrapper(*args, **kwargs):
        print("call", f.__name__, args, sorted(kwargs.items()))
        return f(*args, **kwargs)
    return wrapper
@trace
def combine(a, b=2, *rest, c=3, **extra):
    return a + b + c + sum(rest) + sum(extra.values())
print(combine(1))
print(combine(1, 2, 3, 4, c=5, d=6))
