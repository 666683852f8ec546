# parameters are locals
x = "global"
def f(x):
    x = x + "!"
    return x
print(f("param"), x)
