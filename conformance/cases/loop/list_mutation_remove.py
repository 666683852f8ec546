# appending to a list while iterating over it
l = [1, 2, 3]
for x in l:
    if x < 3:
        l.append(x * 10)
print(l)
