# audit: errors raised inside methods of builtin-derived classes and properties
class Temp(float):
    @property
    def kelvin(self):
        return self + undefined_offset
t = Temp(3.5)
print(t + 1, type(t + 1).__name__, t * 2)
print(t.kelvin)
