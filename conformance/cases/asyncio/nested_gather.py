# async/asyncio as CPython runs it: nested gather
import asyncio

async def leaf(n):
    await asyncio.sleep(0)
    return n

async def branch(k):
    return sum(await asyncio.gather(*(leaf(k * 10 + i) for i in range(3))))

async def main():
    print(await asyncio.gather(*(branch(k) for k in range(4))))

asyncio.run(main())
