# an exhausted generator expression stays exhausted
g = (x for x in [1, 2])
print(list(g), list(g), next(g, "empty"))
