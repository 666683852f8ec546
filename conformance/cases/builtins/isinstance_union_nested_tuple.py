# unions nested in tuples
print(isinstance('x', (int, (float, str | bytes))), isinstance(b'', ((int | float),)), isinstance(3, (int | str, list)))
