# asyncio cancellation: cancelling() counts requests and uncancel() decrements
import asyncio

async def body():
    t = asyncio.current_task()
    for i in range(3):
        try:
            await asyncio.sleep(10)
        except asyncio.CancelledError:
            print("caught", i, t.cancelling())
            print("uncancel ->", t.uncancel())
    return "survived"

async def main():
    t = asyncio.create_task(body())
    for i in range(3):
        await asyncio.sleep(0)
        t.cancel()
        print("requested", t.cancelling())
    print(await t)
    print(t.cancelling(), t.cancelled())

asyncio.run(main())
