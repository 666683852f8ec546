# float.__round__ with ndigits
print((2.675).__round__(2), (1.5).__round__(), (2.5).__round__(), (-0.5).__round__(), (123.456).__round__(-1), (1e300).__round__(-300))
print(type((2.5).__round__()).__name__, type((2.5).__round__(0)).__name__, (2.5).__round__(None))
