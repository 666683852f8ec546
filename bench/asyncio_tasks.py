# 1000 asyncio tasks each switching 100 times (await asyncio.sleep(0)) and
# awaiting a small coroutine chain: event loop, Task steps, coroutine resume.
import asyncio


async def leaf(i):
    await asyncio.sleep(0)
    return i


async def worker(n):
    total = 0
    for i in range(n):
        total += await leaf(i)
    return total


async def main():
    results = await asyncio.gather(*(worker(100) for _ in range(1000)))
    return sum(results)


print(asyncio.run(main()))
