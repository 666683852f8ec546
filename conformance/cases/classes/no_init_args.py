# a class without __init__ takes no arguments
class Q: pass
try:
    Q(1)
except TypeError as e:
    print(e)
try:
    Q(a=1)
except TypeError as e:
    print(e)
