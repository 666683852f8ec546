# a list subclass
class Stack(list):
    def push(self, x): self.append(x)
    def peek(self): return self[-1]
s = Stack([1, 2])
s.push(3)
print(s, s.peek(), len(s), s[0], s[1:], sum(s), sorted(s, reverse=True))
print(isinstance(s, list), type(s).__name__, s == [1, 2, 3])
