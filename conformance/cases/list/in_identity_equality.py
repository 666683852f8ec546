# in uses equality
l = [1, [2], "a", 2.0]
print([2] in l, 2 in l, 1.0 in l, "A" in l, None in l)
