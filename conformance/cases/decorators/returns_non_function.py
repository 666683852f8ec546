# a decorator can replace the function with any value
def to_value(f):
    return f()
@to_value
def answer():
    return 42
print(answer, type(answer).__name__)
def to_none(f):
    return None
@to_none
def gone():
    pass
print(gone)
