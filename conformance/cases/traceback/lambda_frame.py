# a lambda's frame
f = lambda x: x / 0
print(f(1))
