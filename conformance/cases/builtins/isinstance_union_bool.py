# bool is an int for unions too
print(isinstance(True, int | str), issubclass(bool, float | int), isinstance(1, bool | str))
