# asyncio wait_for: an exception of the awaited coroutine passes through
import asyncio

async def bad():
    await asyncio.sleep(0)
    raise ZeroDivisionError("inner")

async def main():
    try:
        await asyncio.wait_for(bad(), 1)
    except ZeroDivisionError as e:
        print("caught", e)

asyncio.run(main())
