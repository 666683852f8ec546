# async/asyncio as CPython runs it: aclose() after a partial async for runs the generator's finally with awaits
import asyncio

async def numbers():
    try:
        for i in range(10):
            await asyncio.sleep(0)
            yield i
    finally:
        await asyncio.sleep(0)
        print("numbers closed")

async def main():
    g = numbers()
    async for x in g:
        if x == 2:
            break
        print(x)
    await g.aclose()
    print("after aclose")

asyncio.run(main())
