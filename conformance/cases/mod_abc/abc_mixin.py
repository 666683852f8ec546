# ABC with concrete template method
from abc import ABC, abstractmethod
class Repo(ABC):
    @abstractmethod
    def load(self, k): ...
    def get_all(self, ks):
        return [self.load(k) for k in ks]
class Mem(Repo):
    def __init__(self):
        self.d = {'a': 1, 'b': 2}
    def load(self, k):
        return self.d.get(k)
print(Mem().get_all(['a', 'b', 'c']), isinstance(Mem(), Repo), Repo.__name__)
