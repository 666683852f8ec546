# expressions mixing ints, floats and bools inside containers
vals = [1, 2.5, True, -3]
print(sum(vals), [v * 2 for v in vals], [v // 2 for v in vals], [v % 2 for v in vals])
