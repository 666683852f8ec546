# sorted is stable
data = [("b", 1), ("a", 2), ("b", 0), ("a", 1)]
print(sorted(data, key=lambda p: p[0]))
