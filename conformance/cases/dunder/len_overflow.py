# a huge __len__ overflows
class A:
    def __len__(self): return 2 ** 100
try:
    len(A())
except OverflowError as e:
    print(e)
