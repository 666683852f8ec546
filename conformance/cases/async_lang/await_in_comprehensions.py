# await inside list/set/dict comprehensions and conditions in an async def
import asyncio

async def sq(x):
    await asyncio.sleep(0)
    return x * x

async def keep(x):
    return x % 2 == 0

async def main():
    print([await sq(x) for x in range(5)])
    print(sorted({await sq(x) % 3 for x in range(6)}))
    print({x: await sq(x) for x in range(3)})
    print([x for x in range(6) if await keep(x)])
    print([[await sq(y) for y in range(x)] for x in range(3)])

asyncio.run(main())
