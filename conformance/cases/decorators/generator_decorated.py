# decorating a generator function
def listify(f):
    def wrapper(*a):
        return list(f(*a))
    return wrapper
@listify
def evens(n):
    for i in range(n):
        if i % 2 == 0:
            yield i
print(evens(7))
