# help() of user classes deriving from builtins: the inherited builtin methods, with CPython's text
class MyInt(int):
    "An int."
    def double(self):
        return self * 2
class Bag(dict):
    def __missing__(self, key):
        return 0
    def get(self, key, default=None):
        "Own get."
        return super().get(key, default)
class Names(list):
    pass
class Text(str):
    __slots__ = ()
class AppError(ValueError):
    "My error."
help(MyInt)
help(Bag)
help(Names)
help(Text)
help(AppError)
