# zero padding takes part in digit grouping
for w in range(1, 14):
    print(format(1234, f"0{w},"), format(-1234, f"0{w}_"), format(0xABCDE, f"0{w}_x"))
