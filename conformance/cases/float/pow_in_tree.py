# float ** inside arithmetic expressions (its result not boxed on the way
# to the next operation): every kind of result and error in place.
d2 = 2.718281828
dt = 0.01
print(dt * (d2 ** -1.5), (d2 ** 0.5) * 2 + 1, 1 - d2 ** 2.5 / 3, -(d2 ** -0.5) * 4)
print(2 * (2.0 ** 10) + 1, (0.5 ** 1074) * 2, (1.5 ** 2) ** 0.5 - 1.5)
print(1 + (-8.0) ** (1 / 3), ((-2.0) ** 0.5) * 2, 3 * (-2.0) ** 3)
print(1 + (float("inf") ** -1) * 5, 2 * float("nan") ** 0, (0.0 ** 2) - 1)
z, ten, big, two = 0.0, 10.0, 1e300, 2.0
for i in range(4):
    try:
        if i == 0:
            print(1 + z ** -1)
        elif i == 1:
            print(2 * (ten ** 400) + 1)
        elif i == 2:
            print(1 - (big ** 2.0))
        else:
            print((two ** 10000) / 3)
    except (ZeroDivisionError, OverflowError) as e:
        print(type(e).__name__, e)
def f(x, y):
    return x * 2.0 ** y + 1
for y in (-1074, -1075, 1023, 0.5, -0.5, 3):
    try:
        print(f(1.0, y))
    except OverflowError as e:
        print("OverflowError", e)
print(f(3, 2), f(3.0, 2), f(-3.0, 2))
