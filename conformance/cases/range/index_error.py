# range index out of range
try:
    range(3)[3]
except IndexError as e:
    print(e)
