# assignment anywhere in a function makes the name local
x = 10
def f():
    print(x)
    x = 5
try:
    f()
except UnboundLocalError as e:
    print(type(e).__name__, e)
