# round uses banker's rounding
print(round(0.5), round(1.5), round(2.5), round(-0.5), round(-1.5), round(3))
print(round(2.675, 2), round(1234, -2), round(1250, -2), round(1350, -2), round(-1250, -2))
print(type(round(2.5)).__name__, type(round(2.5, 0)).__name__, round(2.5, 0))
