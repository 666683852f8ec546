# async for errors: no __aiter__, __aiter__ returning an object without __anext__, __anext__ not awaitable
import asyncio

class NoANext:
    def __aiter__(self):
        return 5

class SyncANext:
    def __aiter__(self):
        return self
    def __anext__(self):
        return 3

async def main():
    for obj in ([1, 2], NoANext(), SyncANext()):
        try:
            async for x in obj:
                print(x)
        except TypeError as e:
            print(e)

asyncio.run(main())
