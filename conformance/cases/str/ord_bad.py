# ord of a multi-character string
try:
    ord("ab")
except TypeError as e:
    print(e)
try:
    chr(-1)
except ValueError as e:
    print(e)
