# None as a dict key
d = {None: 0}
d[None] += 1
print(d, d[None])
