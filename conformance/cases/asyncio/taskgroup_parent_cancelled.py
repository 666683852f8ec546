# cancelling the task that runs a TaskGroup cancels its children (a set: their order varies) and propagates CancelledError
import asyncio

cancelled = []

async def child(i):
    try:
        await asyncio.sleep(10)
    except asyncio.CancelledError:
        cancelled.append(i)
        raise

async def parent():
    async with asyncio.TaskGroup() as tg:
        for i in range(3):
            tg.create_task(child(i))
    print("not reached")

async def main():
    t = asyncio.create_task(parent())
    await asyncio.sleep(0.01)
    t.cancel()
    try:
        await t
    except asyncio.CancelledError:
        print("parent cancelled", t.cancelled(), sorted(cancelled))

asyncio.run(main())
