# the first iterable is the enclosing frame's
x = [i for i in 5]
