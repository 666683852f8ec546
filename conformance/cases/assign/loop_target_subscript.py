# for loop target can be a subscript
l = [0, 0, 0]
for l[0] in range(3):
    pass
print(l)
