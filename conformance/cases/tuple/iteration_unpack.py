# iterating over a list of tuples with unpacking
for a, b in [(1, 2), (3, 4)]:
    print(a + b)
for i, (a, b) in enumerate([(5, 6)]):
    print(i, a, b)
