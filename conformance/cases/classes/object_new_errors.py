# object.__new__ argument checks
try:
    object.__new__(1)
except TypeError as e:
    print(e)
class P:
    def __new__(cls, x):
        return object.__new__(cls, x)
try:
    P(1)
except TypeError as e:
    print(e)
