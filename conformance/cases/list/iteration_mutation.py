# appending while iterating by index
l = [1, 2, 3]
i = 0
while i < len(l):
    if l[i] < 3:
        l.append(l[i] + 10)
    i += 1
print(l)
