# classes defined in functions have <locals> in their qualname
def f():
    class Inner:
        def m(self):
            pass
    return Inner
I = f()
print(I.__qualname__, I.m.__qualname__)
print(I)
