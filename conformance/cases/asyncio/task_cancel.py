# async/asyncio as CPython runs it: task cancel
import asyncio

async def sleeper():
    try:
        await asyncio.sleep(10)
    except asyncio.CancelledError:
        print("sleeper cancelled")
        raise
    finally:
        print("sleeper finally")

async def main():
    t = asyncio.create_task(sleeper())
    await asyncio.sleep(0)
    print("cancel ->", t.cancel())
    try:
        await t
    except asyncio.CancelledError:
        print("main saw CancelledError")
    print(t.cancelled(), t.done())
    print("cancel again ->", t.cancel())

asyncio.run(main())
