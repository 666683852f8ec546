# async/asyncio as CPython runs it: task cancel before start
import asyncio

async def never():
    print("never printed")

async def main():
    t = asyncio.create_task(never())
    t.cancel()
    try:
        await t
    except asyncio.CancelledError:
        print("cancelled before start", t.cancelled())

asyncio.run(main())
