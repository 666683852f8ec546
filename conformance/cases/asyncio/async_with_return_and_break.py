# async/asyncio as CPython runs it: return and break inside async with still await __aexit__
import asyncio

class CM:
    def __init__(self, name):
        self.name = name

    async def __aenter__(self):
        print("enter", self.name)

    async def __aexit__(self, *exc):
        await asyncio.sleep(0)
        print("exit", self.name, exc[0])

async def f():
    async with CM("f"):
        return "returned"

async def main():
    print(await f())
    for i in range(3):
        async with CM(i):
            if i == 1:
                break
    print("loop over")

asyncio.run(main())
