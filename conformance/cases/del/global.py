# deleting a global from a function
g = 1
def f():
    global g
    del g
f()
try:
    g
except NameError as e:
    print(e)
