# uncaught IndexError on a tuple
t = (1, 2)
t[2]
