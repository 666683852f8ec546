# subscripting None is a TypeError
x = None
x[0]
