# pprint to a stream object with a write method
import pprint
class W:
    def __init__(self): self.parts = []
    def write(self, s): self.parts.append(s)
w = W()
pprint.pprint({'a': list(range(30))}, stream=w, width=40)
print(repr(''.join(w.parts)))
pprint.PrettyPrinter(stream=w).pprint(1)
print(w.parts[-2:])
