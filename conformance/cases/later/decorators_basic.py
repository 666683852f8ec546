# function decorator wrapping a function
def twice(f):
    def wrapper(*a):
        return f(*a) * 2
    return wrapper
@twice
def inc(x):
    return x + 1
print(inc(1))
