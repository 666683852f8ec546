# invalid literal messages
for s in ("abc", "1.5", "", " ", "1e5", "0x10", "1__0", "12a"):
    try:
        int(s)
    except ValueError as e:
        print(e)
