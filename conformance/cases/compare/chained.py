# chained comparisons evaluate each operand once and short-circuit
print(1 < 2 < 3, 1 < 3 < 2, 3 > 2 > 1, 1 == 1 == 1.0, 1 < 2 > 0, 1 != 2 != 1)
def f(x):
    print("eval", x)
    return x
print(f(1) < f(2) < f(3))
print(f(3) < f(2) < f(1))
