# audit: an exception inside a list comprehension and a lambda shows their frames
data = [1, 2, 0, 4]
f = lambda v: 10 // v
print([f(v) for v in data])
