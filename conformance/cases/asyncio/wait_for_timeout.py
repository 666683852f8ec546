# async/asyncio as CPython runs it: wait for timeout
import asyncio

async def slow():
    try:
        await asyncio.sleep(5)
    except asyncio.CancelledError:
        print("slow cancelled")
        raise

async def fast():
    await asyncio.sleep(0)
    return "fast"

async def main():
    try:
        await asyncio.wait_for(slow(), timeout=0.01)
    except asyncio.TimeoutError:
        print("timed out")
    print(await asyncio.wait_for(fast(), timeout=1))
    print(await asyncio.wait_for(fast(), None))
    print(asyncio.TimeoutError is TimeoutError)

asyncio.run(main())
