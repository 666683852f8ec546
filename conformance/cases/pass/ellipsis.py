# the Ellipsis literal
print(..., Ellipsis, ... is Ellipsis, repr(...), bool(...), [...])
def f():
    ...
print(f())
