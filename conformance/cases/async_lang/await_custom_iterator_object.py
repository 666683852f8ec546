# async language: __await__ returning an iterator object with send and throw
class It:
    def __init__(self):
        self.n = 0
    def __iter__(self):
        return self
    def __next__(self):
        self.n += 1
        if self.n > 2:
            raise StopIteration(self.n * 10)
        return self.n

class Aw:
    def __await__(self):
        return It()

async def main():
    return await Aw()

c = main()
print(c.send(None), c.send(None))
try:
    c.send(None)
except StopIteration as e:
    print("value", e.value)
