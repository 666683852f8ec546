# a builtin type's attributes that are not methods (int.imag) are candidates
x = 5
print(x.imag)
x.imagg
