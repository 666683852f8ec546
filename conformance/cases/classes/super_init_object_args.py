# object.__init__ refuses extra arguments
class R:
    def __init__(self):
        super().__init__(1)
try:
    R()
except TypeError as e:
    print(e)
