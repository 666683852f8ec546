# asyncio cancellation: cancel(msg) reaches the coroutine and the awaiter
import asyncio

async def inner():
    try:
        await asyncio.sleep(10)
    except asyncio.CancelledError as e:
        print("inner sees", e.args)
        raise

async def main():
    t = asyncio.create_task(inner())
    await asyncio.sleep(0)
    print(t.cancel("first"))
    print(t.cancel("second"))
    try:
        await t
    except asyncio.CancelledError as e:
        print("awaiter sees", e.args)
    print(t.cancelled(), t.done())
    try:
        t.result()
    except asyncio.CancelledError as e:
        print("result()", type(e).__name__, e.args)
    try:
        t.exception()
    except asyncio.CancelledError as e:
        print("exception()", type(e).__name__)

asyncio.run(main())
