# adding keys while iterating raises RuntimeError
d = {1: 1, 2: 2}
try:
    for k in d:
        d[k + 10] = 0
except RuntimeError as e:
    print(e)
