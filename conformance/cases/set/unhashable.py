# adding a list to a set
try:
    {[1]}
except TypeError as e:
    print(e)
try:
    set([[1]])
except TypeError as e:
    print(e)
