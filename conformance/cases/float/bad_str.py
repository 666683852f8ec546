# float() of invalid strings
for s in ("abc", "", "1.2.3", "1e", "0x10", "--1"):
    try:
        float(s)
    except ValueError as e:
        print(e)
