# reversed over lists and ranges
for x in reversed([1, 2, 3]):
    print(x, end="")
for x in reversed(range(3)):
    print(x, end="")
print()
