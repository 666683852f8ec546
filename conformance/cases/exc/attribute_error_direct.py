# attribute access on int literal variable
x = 5
try:
    x.real2
except AttributeError as e:
    print(e)
x.missing = 1
