# del with a parenthesized target list
a = [1, 2, 3]
b = 5
del (a[0], b)
print(a)
try:
    b
except NameError as e:
    print(e)
