# list construction forms
print([], [1, 2, 3], list(), list("ab"), list((1, 2)), list(range(3)), list({1: 2, 3: 4}), [[]] * 2, list([1, [2]]))
