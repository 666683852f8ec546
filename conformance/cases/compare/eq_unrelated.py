# equality between unrelated types is False, never an error
print(1 == "1", [] == (), None == 0, {} == [], "a" != 1, (1,) == [1], {1} == frozenset({1}))
