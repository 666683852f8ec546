# async/asyncio as CPython runs it: as_completed with a timeout raises TimeoutError for the unfinished
import asyncio

async def job(d):
    await asyncio.sleep(d)
    return d

async def main():
    got = []
    try:
        for f in asyncio.as_completed([job(0.001), job(1)], timeout=0.05):
            got.append(await f)
    except TimeoutError:
        print("timeout after", got)

asyncio.run(main())
