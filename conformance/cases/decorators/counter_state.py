# a decorator keeping state in a closure
def counted(f):
    calls = 0
    def wrapper(*a):
        nonlocal calls
        calls += 1
        print(f.__name__, "call", calls)
        return f(*a)
    return wrapper
@counted
def sq(x):
    return x * x
print(sq(2), sq(3))
