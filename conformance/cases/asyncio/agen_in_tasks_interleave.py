# two async generators consumed by two tasks interleave at their awaits
import asyncio

async def ticker(name, n):
    for i in range(n):
        await asyncio.sleep(0)
        yield f"{name}{i}"

async def consume(name, n, out):
    async for v in ticker(name, n):
        out.append(v)

async def main():
    out = []
    await asyncio.gather(consume("a", 3, out), consume("b", 2, out))
    print(out)

asyncio.run(main())
