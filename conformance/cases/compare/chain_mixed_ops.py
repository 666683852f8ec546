# chains mixing in, is and ordering
a = [1, 2]
print(1 in a in [a], 1 < 2 in [True], None is None is not False, 1 < 2 == 2 > 1)
