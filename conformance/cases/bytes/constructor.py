# bytes() from ints and iterables
print(bytes([1, 2, 255]), bytes(range(5)), bytes(b"x"), list(b"AB"))
try:
    bytes([256])
except ValueError as e:
    print(e)
