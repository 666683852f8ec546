# several missing keyword-only arguments
def f(*, x, y):
    pass
try:
    f()
except TypeError as e:
    print(e)
