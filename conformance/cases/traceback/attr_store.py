# assigning an attribute of an int
x = 1
x.a = 2
