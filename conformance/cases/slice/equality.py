# slice objects compare by fields
print(slice(1, 2) == slice(1, 2), slice(1, 2) == slice(1, 2, None), slice(1) == slice(None, 1), slice(1, 2) != slice(1, 3))
