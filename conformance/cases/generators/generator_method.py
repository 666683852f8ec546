# generator methods on classes
class Countdown:
    def __init__(self, n):
        self.n = n
    def __iter__(self):
        n = self.n
        while n > 0:
            yield n
            n -= 1
print(list(Countdown(4)))
print([x for x in Countdown(2)])
