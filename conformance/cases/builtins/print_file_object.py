# print(file=) writes through the object's write method
class W:
    def __init__(self):
        self.parts = []
    def write(self, s):
        self.parts.append(s)
w = W()
print('x', 'y', file=w, sep=',')
print(w.parts)
print(end='', file=w)
print(w.parts)
