# ~ of a float
print(~1.5)
