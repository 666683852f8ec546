# enumerate and zip
print(list(enumerate("abc")), list(enumerate("ab", 1)), list(zip([1, 2, 3], "ab")), list(zip()), list(zip([1], [2], [3])))
