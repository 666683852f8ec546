# deleting items by index
l = ["a", "b", "c", "d"]
del l[1]
print(l)
del l[-1]
print(l)
try:
    del l[5]
except IndexError as e:
    print(e)
