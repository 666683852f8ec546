# a value pattern calls subject == value (subject's __eq__ first)
class Loud:
    def __init__(self, n): self.n = n
    def __eq__(self, other):
        print("eq", self.n, other)
        return other == self.n
class K:
    V = 3
match Loud(3):
    case 1:
        print("one")
    case K.V:
        print("three")
