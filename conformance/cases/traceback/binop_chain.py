# the failing operation of a chain a + b + c
def add(a, b, c, d):
    return a + b + c + d
add(1, 2, None, 3)
