# private names are mangled
class A:
    def __init__(self):
        self.__secret = 1
    def get(self):
        return self.__secret
a = A()
print(a.get(), a._A__secret, hasattr(a, "__secret"))
