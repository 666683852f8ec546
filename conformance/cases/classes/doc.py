# docstrings of classes
class A:
    """Doc of A."""
class B:
    x = 1
print(A.__doc__, B.__doc__)
