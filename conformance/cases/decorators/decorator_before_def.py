# the decorator expression is evaluated before the function's defaults
def log(msg):
    print(msg)
    return msg
def deco(f):
    print("decorating", f.__name__)
    return f
@(log("decorator") and deco)
def f(x=log("default")):
    return x
print(f())
