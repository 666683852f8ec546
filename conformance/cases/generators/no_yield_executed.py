# a function containing yield is a generator even if yield never runs
def g():
    print("body")
    if False:
        yield
    return 5
it = g()
print(type(it).__name__)
print(list(it))
