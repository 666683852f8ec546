# async/asyncio as CPython runs it: code inside asyncio.timeout sees CancelledError, the block raises TimeoutError
import asyncio

async def main():
    try:
        async with asyncio.timeout(0.01):
            try:
                await asyncio.sleep(1)
            except asyncio.CancelledError:
                print("inner saw CancelledError")
                raise
    except TimeoutError as e:
        print("TimeoutError", type(e.__cause__).__name__ if e.__cause__ else None)

asyncio.run(main())
