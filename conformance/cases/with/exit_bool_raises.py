# an error computing the truth of __exit__'s result propagates
class B:
    def __bool__(self):
        raise TypeError("no truth")
class M:
    def __enter__(self): return self
    def __exit__(self, *a): return B()
try:
    with M():
        raise ValueError("orig")
except TypeError as e:
    print(repr(e), repr(e.__context__))
