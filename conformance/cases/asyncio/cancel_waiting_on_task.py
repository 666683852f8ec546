# asyncio cancellation: cancelling a task that awaits another task cancels both
import asyncio

async def inner():
    try:
        await asyncio.sleep(10)
    except asyncio.CancelledError:
        print("inner cancelled")
        raise

async def outer(t):
    try:
        await t
    except asyncio.CancelledError:
        print("outer cancelled")
        raise

async def main():
    ti = asyncio.create_task(inner())
    to = asyncio.create_task(outer(ti))
    await asyncio.sleep(0)
    to.cancel()
    res = await asyncio.gather(to, ti, return_exceptions=True)
    print([type(r).__name__ for r in res])
    print(ti.cancelled(), to.cancelled())

asyncio.run(main())
