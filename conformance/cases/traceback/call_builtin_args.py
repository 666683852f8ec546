# a builtin's argument error
n = len(1, 2) + 1
