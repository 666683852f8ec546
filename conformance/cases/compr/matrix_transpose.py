# transposing a matrix with nested comprehensions and zip
m = [[1, 2, 3], [4, 5, 6]]
print([[row[i] for row in m] for i in range(3)], [list(c) for c in zip(*m)])
