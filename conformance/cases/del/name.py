# deleting a name makes it unbound
x = 1
del x
try:
    print(x)
except NameError as e:
    print(e)
