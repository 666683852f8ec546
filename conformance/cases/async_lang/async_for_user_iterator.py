# async for on a user class: __aiter__/__anext__, StopAsyncIteration, else clause
import asyncio

class Counter:
    def __init__(self, n):
        self.n = n
        self.i = 0
    def __aiter__(self):
        print("aiter")
        return self
    async def __anext__(self):
        await asyncio.sleep(0)
        if self.i >= self.n:
            raise StopAsyncIteration
        self.i += 1
        return self.i

async def main():
    async for x in Counter(3):
        print("got", x)
    else:
        print("else ran")
    async for x in Counter(5):
        if x == 2:
            break
    else:
        print("not printed")
    print("broke at", x)

asyncio.run(main())
