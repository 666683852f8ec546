# tuples containing lists are unhashable
try:
    {([1],): 1}
except TypeError as e:
    print(e)
