# async/asyncio as CPython runs it: task swallow cancel
import asyncio

async def stubborn():
    try:
        await asyncio.sleep(10)
    except asyncio.CancelledError:
        print("ignoring cancel")
    return "finished anyway"

async def main():
    t = asyncio.create_task(stubborn())
    await asyncio.sleep(0)
    t.cancel()
    print(await t, t.cancelled())

asyncio.run(main())
