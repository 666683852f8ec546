# tuples do not support item assignment
t = (1, 2)
t[0] = 5
