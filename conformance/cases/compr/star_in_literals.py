# starred expressions in list, tuple, set and dict displays
a = [1, 2]
d = {"x": 1}
print([*a, *"bc", 0], (*a,), {*a, *a}, {**d, "y": 2, **{"x": 3}}, [*range(3)], {*()})
