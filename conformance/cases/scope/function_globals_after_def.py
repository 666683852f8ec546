# function sees globals defined after it
def f():
    return later()
def later():
    return "later"
print(f())
