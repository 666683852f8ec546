# conditional expression inside lambda
sign = lambda x: "neg" if x < 0 else "zero" if x == 0 else "pos"
print([sign(v) for v in (-2, 0, 5)])
