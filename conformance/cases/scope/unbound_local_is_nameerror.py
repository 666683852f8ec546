# UnboundLocalError is a subclass of NameError
def f():
    y = y + 1
try:
    f()
except NameError as e:
    print(type(e).__name__, isinstance(e, NameError), e)
