# __enter__/__exit__ inherited from a base class
class Base:
    def __enter__(self):
        print("base enter", type(self).__name__)
        return self
    def __exit__(self, *a):
        print("base exit")
class Derived(Base):
    pass
with Derived() as d:
    print(type(d).__name__)
