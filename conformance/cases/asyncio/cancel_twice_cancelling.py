# async/asyncio as CPython runs it: Task.cancelling and uncancel count the cancellation requests
import asyncio

async def main():
    t = asyncio.create_task(asyncio.sleep(1))
    await asyncio.sleep(0)
    print(t.cancelling())
    t.cancel()
    t.cancel()
    print(t.cancelling())
    print(t.uncancel())
    try:
        await t
    except asyncio.CancelledError:
        print("cancelled", t.cancelled())

asyncio.run(main())
