# += whose operation fails: the statement, no marks
x = [1]
x[0] += "a"
