# functions read globals at call time
x = 1
def f():
    return x
print(f())
x = 2
print(f())
