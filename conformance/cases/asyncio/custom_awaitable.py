# async/asyncio as CPython runs it: custom awaitable
import asyncio

class Later:
    def __init__(self, value):
        self.value = value

    def __await__(self):
        yield from asyncio.sleep(0).__await__()
        return self.value

async def main():
    print(await Later(5))
    print(await asyncio.gather(Later(1), Later(2)))

asyncio.run(main())
