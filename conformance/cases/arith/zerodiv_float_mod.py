# float modulo by zero message
print(5.0 % 0.0)
