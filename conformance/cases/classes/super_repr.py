# super objects have a type
class A:
    def f(self):
        return type(super()).__name__
print(A().f())
