# return expression is evaluated before finally runs
def f():
    x = [1]
    try:
        return x
    finally:
        x.append(2)
print(f())
def g():
    x = 1
    try:
        return x
    finally:
        x = 2
print(g())
