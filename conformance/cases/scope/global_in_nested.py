# global declaration inside a nested function
x = 0
def outer():
    x = 1
    def inner():
        global x
        x = 2
    inner()
    return x
print(outer(), x)
