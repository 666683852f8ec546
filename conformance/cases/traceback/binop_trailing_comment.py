# a trailing comment keeps the marks
x = 1 /0   # oops
