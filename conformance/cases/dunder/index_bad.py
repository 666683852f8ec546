# __index__ must return an int
class I:
    def __index__(self): return "x"
try:
    [1, 2][I()]
except TypeError as e:
    print(e)
