# async/asyncio as CPython runs it: custom async iterator
import asyncio

class Countdown:
    def __init__(self, n):
        self.n = n

    def __aiter__(self):
        return self

    async def __anext__(self):
        if self.n <= 0:
            raise StopAsyncIteration
        await asyncio.sleep(0)
        self.n -= 1
        return self.n

async def main():
    async for i in Countdown(3):
        print(i)
    else:
        print("else clause")
    print([i async for i in Countdown(2)])

asyncio.run(main())
