# pow builtin with two arguments
print(pow(2, 100), pow(2.0, 3), pow(2, -2), pow(9, 0.5))
