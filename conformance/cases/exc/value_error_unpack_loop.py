# unpacking error inside a for loop target
for a, b in [(1, 2), (3,)]:
    print(a, b)
