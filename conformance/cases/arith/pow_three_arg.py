# three-argument pow
print(pow(2, 10, 1000), pow(3, 200, 7), pow(-2, 3, 5), pow(2, -1, 7))
