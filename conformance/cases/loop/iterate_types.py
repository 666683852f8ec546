# iterating over each core container type
for c in ([1, 2], (3, 4), "ab", {5: 0, 6: 0}, {7}, range(8, 10), b"\x0a", frozenset({11})):
    for item in c:
        print(repr(item), end=" ")
    print()
