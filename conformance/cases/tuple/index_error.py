# tuple index out of range
t = (1,)
try:
    t[1]
except IndexError as e:
    print(e)
