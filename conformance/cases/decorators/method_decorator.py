# decorators on methods receive the function
def double(f):
    def wrapper(self, x):
        return 2 * f(self, x)
    return wrapper
class C:
    @double
    def m(self, x):
        return x + 1
print(C().m(3))
