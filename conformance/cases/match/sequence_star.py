# star patterns capture the middle as a list
for x in [[1], [1, 2], [1, 2, 3, 4], (5, 6, 7)]:
    match x:
        case [first, *middle, last]:
            print(first, middle, last)
        case [only]:
            print("only", only)
