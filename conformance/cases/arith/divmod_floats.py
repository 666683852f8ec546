# divmod on floats
print(divmod(7.5, 2))
print(divmod(-7.5, 2))
print(divmod(7, -2.5))
print(divmod(1.0, 0.1))
