# a call inside a list comprehension
def f(v):
    return 1 / v
x = [f(i) for i in range(3)]
