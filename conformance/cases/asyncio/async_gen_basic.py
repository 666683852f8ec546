# async/asyncio as CPython runs it: async gen basic
import asyncio

async def ticker(n):
    for i in range(n):
        await asyncio.sleep(0)
        yield i

async def main():
    async for x in ticker(3):
        print("tick", x)
    print([x async for x in ticker(4)])
    print({x: x * x async for x in ticker(3)})
    print([x async for x in ticker(6) if x % 2])

asyncio.run(main())
