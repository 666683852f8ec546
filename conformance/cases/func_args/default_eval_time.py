# default expressions use values at def time
v = 1
def f(a=v):
    return a
v = 2
print(f())
def g(a=print("evaluating default")):
    return a
print("defined")
print(g())
