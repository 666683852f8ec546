# underscores in int() strings follow literal rules
print(int("1_2_3"), int("0x_ff", 16), int("0b_1", 0))
for s in ("_1", "1_", "1__2"):
    try:
        int(s)
    except ValueError as e:
        print(e)
