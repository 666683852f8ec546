# float modulo follows the divisor's sign and keeps -0.0 rules
print(7.5 % 2, -7.5 % 2, 7.5 % -2, -7.5 % -2)
print(-0.0 % 5.0, 0.0 % -5.0, 5.0 % 5.0, -5.0 % 5.0)
print(1e-300 % 1.0, -1e-300 % 1.0)
