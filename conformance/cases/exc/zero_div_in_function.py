# uncaught ZeroDivisionError inside nested calls
def a(x):
    return b(x) + 1
def b(x):
    return 10 // x
print(a(5))
print(a(0))
