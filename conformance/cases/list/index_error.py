# list index out of range
l = [1, 2, 3]
try:
    l[3]
except IndexError as e:
    print(e)
try:
    l[-4] = 0
except IndexError as e:
    print(e)
try:
    [].pop()
except IndexError as e:
    print(e)
