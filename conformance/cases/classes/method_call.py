# methods receive self; methods calling methods
class C:
    def __init__(self):
        self.n = 0
    def inc(self, by=1):
        self.n += by
        return self
    def get(self):
        return self.n
c = C()
c.inc().inc(5).inc(by=10)
print(c.get())
