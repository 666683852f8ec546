# a bare comma list in a subscript is a tuple key
d = {}
d[1, 2] = "a"
d[(3,)] = "b"
print(d, d[1, 2], d[3,])
