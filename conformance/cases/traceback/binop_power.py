# ** overflow in a nested binary operation
x = 2.0
y = 1 + x ** 10000
