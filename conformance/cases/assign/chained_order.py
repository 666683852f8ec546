# chained assignment assigns targets left to right
l = [0, 0, 0]
i = 0
i = l[i] = 2
print(i, l)
