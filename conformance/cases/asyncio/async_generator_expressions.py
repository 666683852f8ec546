# async/asyncio as CPython runs it: asynchronous generator expressions (async for clauses, awaits in the element, nested clauses)
import asyncio
async def agen(n):
    for i in range(n):
        await asyncio.sleep(0)
        yield i
async def sq(x):
    await asyncio.sleep(0)
    return x * x
async def main():
    g = (x * 2 async for x in agen(4) if x != 1)
    print(type(g).__name__, g.__name__ if hasattr(g, "__name__") else "")
    print([v async for v in g])
    h = (await sq(x) for x in range(4))
    print(type(h).__name__, [v async for v in h])
    k = (x + y async for x in agen(2) for y in (10, 20))
    print([v async for v in k])
    m = (y async for x in agen(3) async for y in agen(x))
    print([v async for v in m])
    async for v in (x async for x in agen(2)):
        print("loop", v)
asyncio.run(main())
