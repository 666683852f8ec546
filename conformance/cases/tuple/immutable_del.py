# tuples do not support item deletion
t = (1, 2)
try:
    del t[0]
except TypeError as e:
    print(e)
