# asyncio cancellation: cancelling a finished task returns False and changes nothing
import asyncio

async def quick():
    return 42

async def boom():
    raise KeyError("k")

async def main():
    t = asyncio.create_task(quick())
    await t
    print(t.cancel(), t.cancelled(), t.result())
    t2 = asyncio.create_task(boom())
    try:
        await t2
    except KeyError as e:
        print("boom", repr(e))
    print(t2.cancel(), t2.cancelled(), repr(t2.exception()))

asyncio.run(main())
