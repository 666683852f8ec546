# any and all with short circuit
print(any([]), all([]), any([0, "", None]), all([1, "a", [0]]), any([0, 2]), all([1, 0]))
def f(x):
    print("f", x)
    return x
print(any(f(x) for x in [0, 1, 2]), all(f(x) for x in [1, 0, 2]))
