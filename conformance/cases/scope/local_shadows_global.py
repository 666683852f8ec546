# a local with the same name does not change the global
x = "global"
def f():
    x = "local"
    return x
print(f(), x)
