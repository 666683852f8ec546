# modulo result takes the sign of the divisor
print(7 % 3, -7 % 3, 7 % -3, -7 % -3)
print(0 % 7, -1 % 7, 1 % -7)
