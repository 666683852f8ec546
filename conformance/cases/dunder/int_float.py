# __int__ and __float__ conversions
class N:
    def __int__(self): return 7
    def __float__(self): return 2.5
print(int(N()), float(N()))
