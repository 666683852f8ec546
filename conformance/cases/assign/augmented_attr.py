# augmented assignment on attributes of a builtin exception instance
e = ValueError("x")
e.count = 1
e.count += 41
print(e.count)
