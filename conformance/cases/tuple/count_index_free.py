# tuple length and membership for nested values
t = (1, (2, 3), [4])
print(len(t), (2, 3) in t, [4] in t, 4 in t)
