# calling a closure whose free variable was deleted
def outer():
    x = 1
    def inner():
        return x
    del x
    return inner()
outer()
