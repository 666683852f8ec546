# a state machine switching classes keeps its attributes
class Idle:
    def step(self):
        self.count += 1
        self.__class__ = Busy
        return 'idle->busy'
class Busy:
    def step(self):
        self.count += 1
        self.__class__ = Idle
        return 'busy->idle'
m = Idle()
m.count = 0
print([m.step() for _ in range(3)], m.count, type(m).__name__)
