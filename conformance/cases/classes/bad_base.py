# bool cannot be subclassed
try:
    class B(bool): pass
except TypeError as e:
    print(e)
