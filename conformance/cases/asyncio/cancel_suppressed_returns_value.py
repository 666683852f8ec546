# asyncio cancellation: a task that swallows CancelledError finishes normally
import asyncio

async def stubborn():
    try:
        await asyncio.sleep(10)
    except asyncio.CancelledError:
        print("ignoring cancel")
    await asyncio.sleep(0)
    return "finished anyway"

async def main():
    t = asyncio.create_task(stubborn())
    await asyncio.sleep(0)
    t.cancel()
    r = await t
    print(r, t.cancelled(), t.cancelling())

asyncio.run(main())
