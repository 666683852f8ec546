# async/asyncio as CPython runs it: async gen aclose
import asyncio

async def gen():
    try:
        yield 1
        yield 2
    finally:
        print("cleanup")

async def main():
    g = gen()
    print(await g.__anext__())
    await g.aclose()
    try:
        await g.__anext__()
    except StopAsyncIteration:
        print("closed")
    async for x in gen():
        print(x)
        break
    print("after break")

asyncio.run(main())
