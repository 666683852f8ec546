# augmented assignment to a tuple target is a syntax error at compile time, so test immutable tuple +=
t = (1,)
t += (2,)
print(t)
