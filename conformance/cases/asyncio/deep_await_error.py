# async/asyncio as CPython runs it: an exception raised deep in a chain of awaits, after suspensions, propagates out of asyncio.run
import asyncio

async def level(n):
    await asyncio.sleep(0)
    if n == 0:
        raise LookupError("deep")
    return await level(n - 1)

async def main():
    try:
        await level(30)
    except LookupError as e:
        print("caught", e)
    await level(10)

asyncio.run(main())
