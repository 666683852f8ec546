# 2D grids without aliasing
grid = [[0] * 3 for _ in range(3)]
grid[1][2] = 5
print(grid)
bad = [[0] * 3] * 3
bad[1][2] = 5
print(bad)
