# async/asyncio as CPython runs it: an async comprehension with awaits in the element and the condition
import asyncio

async def agen(n):
    for i in range(n):
        yield i

async def double(x):
    await asyncio.sleep(0)
    return x * 2

async def keep(x):
    return x % 3 != 0

async def main():
    print([await double(x) async for x in agen(7) if await keep(x)])
    print([await double(x) for x in range(4)])
    print({x async for x in agen(5)})

asyncio.run(main())
