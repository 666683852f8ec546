# A class with __init__ and methods: 200k method calls per round, five rounds, plus attribute traffic.
class Counter:
    def __init__(self, start):
        self.value = start
        self.calls = 0

    def add(self, n):
        self.value += n
        self.calls += 1
        return self

    def get(self):
        return self.value


checksum = 0
for rnd in range(5):
    c = Counter(rnd)
    for i in range(100000):
        c.add(i % 7)
        checksum += c.get() % 10
    checksum += c.calls
print(checksum)
