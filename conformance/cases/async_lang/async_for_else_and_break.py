# async language: async for with else, break, continue over a user async iterator, driven by hand
class Counter:
    def __init__(self, n):
        self.i, self.n = 0, n
    def __aiter__(self):
        return self
    async def __anext__(self):
        if self.i >= self.n:
            raise StopAsyncIteration
        self.i += 1
        return self.i

async def main():
    out = []
    async for x in Counter(5):
        if x == 2:
            continue
        if x == 4:
            break
        out.append(x)
    else:
        out.append("else")
    async for x in Counter(2):
        out.append(x)
    else:
        out.append("else2")
    return out

try:
    main().send(None)
except StopIteration as e:
    print(e.value)
