# a slot may not shadow a class variable
try:
    class P:
        __slots__ = ("x",)
        x = 1
except ValueError as e:
    print(e)
