# async/asyncio as CPython runs it: async lambda closure
import asyncio

def make(n):
    async def f():
        await asyncio.sleep(0)
        return n
    return f

async def main():
    fs = [make(i) for i in range(3)]
    print(await asyncio.gather(*(f() for f in fs)))

asyncio.run(main())
