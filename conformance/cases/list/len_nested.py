# len counts only top-level items
print(len([]), len([[1, 2], [3]]), len([None] * 7), len(list(range(100))))
