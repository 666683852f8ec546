# the first inserted key object is kept, value is the last
d = {True: 1}
d[1] = 2
d[1.0] = 3
print(d, list(d)[0] is True)
