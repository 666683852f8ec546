# async/asyncio as CPython runs it: shield basic
import asyncio

async def inner():
    await asyncio.sleep(0.01)
    print("inner finished")
    return 42

async def main():
    t = asyncio.create_task(inner())
    s = asyncio.shield(t)
    s.cancel()
    try:
        await s
    except asyncio.CancelledError:
        print("outer cancelled")
    print(await t)

asyncio.run(main())
