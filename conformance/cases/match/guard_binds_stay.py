# names bound by a pattern stay bound when its guard fails
match 5:
    case int(x) if x > 10:
        print("big")
    case _:
        print("small, x =", x)
