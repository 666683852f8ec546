# extended slice assignment size mismatch uncaught
l = list(range(10))
l[::3] = [1]
