# async/asyncio as CPython runs it: sleep zero interleave
import asyncio

async def count(name, n):
    for i in range(n):
        print(name, i)
        await asyncio.sleep(0)

async def main():
    await asyncio.gather(count("x", 3), count("y", 2), count("z", 4))

asyncio.run(main())
