# a singleton through __new__
class S:
    _inst = None
    def __new__(cls):
        if cls._inst is None:
            cls._inst = object.__new__(cls)
        return cls._inst
print(S() is S())
