# if a decorator raises, the name is not bound
def bad(f):
    raise ValueError("refused " + f.__name__)
try:
    @bad
    def h():
        pass
except ValueError as e:
    print(e)
try:
    h
except NameError as e:
    print(e)
