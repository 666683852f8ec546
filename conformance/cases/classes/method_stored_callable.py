# calling a method reference later
class Counter:
    def __init__(self):
        self.n = 0
    def tick(self):
        self.n += 1
c = Counter()
t = c.tick
for _ in range(3):
    t()
print(c.n)
