# a tuple can contain a mutable list
t = ([1], 2)
t[0].append(3)
print(t)
try:
    t[0] += [4]
except TypeError as e:
    print(e)
print(t)
