# floor division on floats returns a floored float
print(7.5 // 2, -7.5 // 2, 7.5 // -2, -7.5 // -2.0)
print(7 // 2.0, 1.0 // 3)
