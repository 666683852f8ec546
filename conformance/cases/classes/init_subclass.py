# __init_subclass__ runs for each subclass
class Base:
    subclasses = []
    def __init_subclass__(cls, **kw):
        super().__init_subclass__(**kw)
        Base.subclasses.append(cls.__name__)
class A(Base): pass
class B(A): pass
print(Base.subclasses)
