# bytes do not support item assignment
b = b"abc"
b[0] = 1
