# equal str constants and the empty tuple are one object
a = "hello"
b = "hello"
def f():
    return "hello"
print(a is b, f() is a, id("hello") == id("hello"))
e = ()
empty = tuple()
print(e is empty, ()[:] is empty, tuple([]) is empty, (1, 2)[5:] is empty)
x = "a b c"
y = "a b c"
print(x is y, x == y)
