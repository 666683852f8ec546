# break exits only the innermost loop
for i in range(3):
    for j in range(3):
        if j == 1:
            break
        print(i, j)
