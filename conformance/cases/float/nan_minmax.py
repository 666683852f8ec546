# min and max with nan depend on argument order
nan = float("nan")
print(max(nan, 1), max(1, nan), min(nan, 1), min(1, nan))
