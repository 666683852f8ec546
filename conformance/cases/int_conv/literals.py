# integer literal forms
print(0b1010, 0o17, 0xff, 0XAB, 1_000_000, 0_0, 00, 0b_1)
