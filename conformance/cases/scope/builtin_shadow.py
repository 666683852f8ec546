# shadowing a builtin name
def f():
    len = lambda s: 42
    return len("abc")
print(f(), len("abc"))
len = lambda s: -1
print(len("x"))
del len
print(len("xy"))
