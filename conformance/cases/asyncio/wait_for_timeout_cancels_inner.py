# asyncio wait_for: on timeout the inner task is cancelled and TimeoutError raised
import asyncio

async def slow():
    try:
        await asyncio.sleep(10)
    except asyncio.CancelledError:
        print("slow cancelled")
        raise

async def main():
    t = asyncio.create_task(slow())
    try:
        await asyncio.wait_for(t, 0.02)
    except asyncio.TimeoutError as e:
        print("timeout", type(e).__name__, type(e.__cause__).__name__)
    print(t.cancelled())
    print(asyncio.TimeoutError is TimeoutError)

asyncio.run(main())
