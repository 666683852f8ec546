# async/asyncio as CPython runs it: exception in task traceback
import asyncio

async def inner():
    await asyncio.sleep(0)
    return 1 / 0

async def outer():
    try:
        return await inner()
    except ZeroDivisionError as e:
        raise RuntimeError("wrapped") from e

async def main():
    try:
        await outer()
    except RuntimeError as e:
        print(e, "<-", repr(e.__cause__))

asyncio.run(main())
