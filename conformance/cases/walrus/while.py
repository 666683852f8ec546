# walrus in a while loop condition
data = [1, 2, 3, 0, 4]
i = 0
while (v := data[i]) != 0:
    print(v)
    i += 1
print("stopped at", i, v)
