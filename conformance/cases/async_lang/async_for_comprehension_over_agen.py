# async for in comprehensions over async generators, with filters and nesting
import asyncio

async def agen(n):
    for i in range(n):
        await asyncio.sleep(0)
        yield i

async def main():
    print([x async for x in agen(4)])
    print({x % 2 async for x in agen(5)})
    print({x: x * 10 async for x in agen(3) if x != 1})
    print([(x, y) async for x in agen(2) for y in range(2)])
    print([y for x in range(2) async for y in agen(x + 1)])

asyncio.run(main())
