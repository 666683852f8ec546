# exception raised inside a comprehension
[1 / x for x in [2, 1, 0]]
