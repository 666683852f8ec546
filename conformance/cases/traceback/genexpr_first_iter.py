# a generator expression over an int
print(list(x for x in 5))
