# tuple indexing and slicing return tuples
t = (10, 20, 30, 40, 50)
print(t[0], t[-1], t[1:3], t[::-1], t[::2], t[10:], t[:100])
