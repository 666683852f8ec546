# iterating over an int
for x in 5:
    pass
