# unpacking too many values in a for loop target
for a, b in [(1, 2, 3)]:
    pass
