# async/asyncio as CPython runs it: as completed order
import asyncio

async def job(n, d):
    await asyncio.sleep(d)
    return n

async def main():
    for fut in asyncio.as_completed([job("slow", 0.2), job("fast", 0.001), job("mid", 0.1)]):
        print(await fut)

asyncio.run(main())
