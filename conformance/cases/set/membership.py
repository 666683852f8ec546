# set membership uses hash and equality
s = {1, 2, (3, 4)}
print(1 in s, 1.0 in s, True in s, (3, 4) in s, 5 in s, 0 in s, False in s)
