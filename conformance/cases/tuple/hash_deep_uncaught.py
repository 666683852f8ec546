# hashing a deep tuple as a dict key works
x = ()
for i in range(50000):
    x = (i, x)
d = {x: 1}
print(d[x], len(d))
