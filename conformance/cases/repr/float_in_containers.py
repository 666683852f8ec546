# floats inside containers use repr
print([0.1, 1e16, 1e-5, -0.0, float("inf"), float("nan"), 2.0, 1e100])
