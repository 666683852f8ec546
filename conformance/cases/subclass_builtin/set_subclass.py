# a set subclass
class S(set):
    def add_all(self, *xs):
        for x in xs:
            self.add(x)
s = S([1])
s.add_all(2, 3)
print(sorted(s), len(s), 2 in s, isinstance(s, set))
