# async language: __await__ as a generator using yield from, with values passed through
class Inner:
    def __await__(self):
        x = yield "inner"
        return x + 1

class Outer:
    def __await__(self):
        a = yield from Inner().__await__()
        b = yield from Inner().__await__()
        return a + b

async def main():
    return await Outer()

c = main()
print(c.send(None))
print(c.send(1))
try:
    c.send(10)
except StopIteration as e:
    print(e.value)
