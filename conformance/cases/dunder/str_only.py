# repr does not use __str__
class P:
    def __str__(self): return "only-str"
print(P(), repr(P()).startswith("<__main__.P"))
