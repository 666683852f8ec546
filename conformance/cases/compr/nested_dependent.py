# inner loops can depend on outer variables
print([(i, j) for i in range(4) for j in range(i, 4) if (i + j) % 3 == 0])
