# a subclass of ExceptionGroup: split uses derive, which returns a plain group unless overridden
class MyEG(ExceptionGroup):
    pass

class Keeps(ExceptionGroup):
    def derive(self, excs):
        return Keeps(self.message + "!", excs)

e1 = MyEG("mine", [ValueError(1), KeyError(2)])
m, r = e1.split(ValueError)
print(type(e1).__name__, type(m).__name__, type(r).__name__)
e2 = Keeps("k", [ValueError(1), KeyError(2)])
m, r = e2.split(KeyError)
print(type(m).__name__, repr(m), repr(r))
print(repr(e1.derive([TypeError()])))
