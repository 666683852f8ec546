# float division by zero message
print(5.0 / 0)
