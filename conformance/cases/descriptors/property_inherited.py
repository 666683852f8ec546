# properties are inherited and can be overridden
class A:
    @property
    def name(self): return "A"
class B(A):
    @property
    def name(self): return "B+" + super().name
print(A().name, B().name)
