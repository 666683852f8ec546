# print writes to what sys.stdout holds: a StringIO, an object with write(), None; sys.__stdout__ restores
import sys, io
buf = io.StringIO()
old = sys.stdout
sys.stdout = buf
print("captured", 1, sep="-")
print("two", end="!")
sys.stdout = old
print("got:", repr(buf.getvalue()))
class Collect:
    def __init__(self):
        self.parts = []
    def write(self, s):
        self.parts.append(s)
        return len(s)
c = Collect()
sys.stdout = c
print("a", "b")
sys.stdout = sys.__stdout__
print(c.parts)
sys.stdout = None
print("vanishes")
sys.stdout = sys.__stdout__
print("back")
