# int() with explicit bases
print(int("ff", 16), int("FF", 16), int("0x1f", 16), int("777", 8), int("0o17", 0), int("0b101", 0), int("z", 36), int("10", 2), int("0x10", 0))
