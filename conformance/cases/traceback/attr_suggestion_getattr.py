# an AttributeError raised by a class's __getattr__ still gets the
# suggestion for the name that was read (PyObject_GetAttr records it)
class Record:
    def __init__(self):
        self.total = 3

    def __getattr__(self, name):
        raise AttributeError(f"no field {name!r}")

r = Record()
try:
    r.totl
except AttributeError as e:
    print(e.name, e)
r.totl
