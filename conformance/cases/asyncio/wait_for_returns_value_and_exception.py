# async/asyncio as CPython runs it: wait_for returns the result or the exception of the awaited coroutine
import asyncio

async def ok():
    await asyncio.sleep(0.001)
    return "ok"

async def bad():
    await asyncio.sleep(0.001)
    raise ValueError("bad value")

async def main():
    print(await asyncio.wait_for(ok(), 1))
    try:
        await asyncio.wait_for(bad(), 1)
    except ValueError as e:
        print("ValueError", e)

asyncio.run(main())
