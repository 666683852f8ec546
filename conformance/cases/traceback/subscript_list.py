# a list index: the value in ~, the index in ^
def h():
    y = [1, 2]
    return y[5]
h()
