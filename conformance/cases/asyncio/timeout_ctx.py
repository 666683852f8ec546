# async/asyncio as CPython runs it: timeout ctx
import asyncio

async def main():
    try:
        async with asyncio.timeout(0.01) as cm:
            await asyncio.sleep(1)
    except TimeoutError:
        print("timeout expired", cm.expired())
    async with asyncio.timeout(1) as cm:
        await asyncio.sleep(0)
    print("no timeout", cm.expired())
    async with asyncio.timeout(None):
        await asyncio.sleep(0)
    print("done")

asyncio.run(main())
