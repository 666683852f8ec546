# not always returns a bool
print(not 0, not 1, not [], not [0], not "", not None, not 0.0, not -1, not not "x")
