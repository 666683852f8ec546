# an instance with __call__ as a decorator
class Prefix:
    def __init__(self, p):
        self.p = p
    def __call__(self, f):
        def wrapper(*a):
            return self.p + f(*a)
        return wrapper
@Prefix(">> ")
def say(x):
    return x
print(say("hi"))
