# using a deleted local raises UnboundLocalError
def f():
    x = 1
    del x
    return x
try:
    f()
except UnboundLocalError as e:
    print(e)
