# argument errors of __init__ name the function
class P:
    def __init__(self, a): pass
try:
    P()
except TypeError as e:
    print(e)
try:
    P(1, 2)
except TypeError as e:
    print(e)
