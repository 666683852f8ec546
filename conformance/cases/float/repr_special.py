# repr of inf, nan and negative zero
print(float("inf"), float("-inf"), float("nan"), -0.0, 0.0, float("-0"), repr(-0.0))
print(float("Infinity"), float("-iNF"), float("NaN"), float(" 1.5 "), float("1e3"), float("-.5"), float("5."))
