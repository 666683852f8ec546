# an uncaught error inside a wrapper
def checked(f):
    def wrapper(x):
        if x < 0:
            raise ValueError(f"{f.__name__} needs x >= 0, got {x}")
        return f(x)
    return wrapper
@checked
def root(x):
    return x ** 0.5
print(root(16))
root(-1)
