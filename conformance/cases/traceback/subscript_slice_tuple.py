# a tuple index on a list
x = [1, 2]
print(x[0, 1])
