# dicts, sets and iterators are not sequences
for x in [{1: 2}, {1, 2}, iter([1, 2]), (i for i in [1, 2]), frozenset([1])]:
    match x:
        case [*_]:
            print("sequence", type(x).__name__)
        case _:
            print("not sequence", type(x).__name__)
