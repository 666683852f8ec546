# functions as values
def add(a, b):
    return a + b
def apply(f, *args):
    return f(*args)
ops = {"add": add, "mul": lambda a, b: a * b}
print(apply(add, 2, 3), apply(ops["mul"], 4, 5), [f(2, 3) for f in ops.values()])
