# issubclass with unions and non-classes
print(issubclass(int, int | None), issubclass(type(None), int | None))
try:
    issubclass(1, int | str)
except TypeError as e:
    print('TypeError', e)
