# global declaration of a name never assigned
def f():
    global never_assigned
    return never_assigned
try:
    f()
except NameError as e:
    print(e)
