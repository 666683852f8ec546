# a nested subscript: the inner one is the value
z = {"k": {}}
print(z["k"]["j"])
