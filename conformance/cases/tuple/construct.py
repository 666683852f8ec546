# tuple construction forms
t = 1, 2
print(t, (), (1,), tuple(), tuple([1, 2]), tuple("ab"), (1, 2) + (3,), (1,) * 3, type(()).__name__, ((),))
