# builtin classes and functions have CPython's docstrings
print(int.__doc__)
print(str.__doc__.splitlines()[0])
print(list.__doc__)
print(dict.__doc__.splitlines()[0])
print(len.__doc__)
print(isinstance.__doc__)
print(ValueError.__doc__, KeyError.__doc__, Exception.__doc__)
print(bool.__doc__.splitlines()[0], range.__doc__.splitlines()[0])
class A:
    pass
class B(int):
    pass
print(A.__doc__, B.__doc__)
