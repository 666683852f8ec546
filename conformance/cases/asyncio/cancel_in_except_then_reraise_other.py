# asyncio cancellation: replacing CancelledError with another exception
import asyncio

async def body():
    try:
        await asyncio.sleep(10)
    except asyncio.CancelledError:
        raise RuntimeError("converted")

async def main():
    t = asyncio.create_task(body())
    await asyncio.sleep(0)
    t.cancel()
    try:
        await t
    except RuntimeError as e:
        print("got", e, type(e.__context__).__name__)
    print(t.cancelled(), type(t.exception()).__name__)

asyncio.run(main())
