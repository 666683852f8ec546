# a decorator wraps a function
def shout(f):
    def wrapper(*args, **kwargs):
        return f(*args, **kwargs).upper()
    return wrapper
@shout
def greet(name):
    return "hello " + name
print(greet("bob"), greet.__name__)
