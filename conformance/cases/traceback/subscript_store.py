# list assignment out of range
x = []
x[0] = 1
