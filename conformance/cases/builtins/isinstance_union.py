# isinstance with X | Y unions, alone and inside tuples
print(isinstance(1, int | str), isinstance('a', int | str), isinstance(1.5, int | str))
print(isinstance(None, int | None), isinstance(None, str | None), isinstance([], (dict, list | tuple)))
print(isinstance(True, bool | str), isinstance(b'', str | bytes | bytearray))
T = int | float
print(isinstance(3, T), isinstance(3.0, T), isinstance(3j, T))
