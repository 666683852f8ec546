# and/or return one of their operands, not a bool
print(0 or [], [] or 0, 1 and 2, 0 and 1, "" or "x", "a" or "b", None and 1, [] and 1, 0.0 or None)
print(1 or 1 / 0, 0 and 1 / 0)
