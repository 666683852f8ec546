# asyncio timeout_at: a deadline already past expires at the first await
import asyncio

async def main():
    loop = asyncio.get_running_loop()
    try:
        async with asyncio.timeout_at(loop.time() - 1):
            print("inside")
            await asyncio.sleep(0)
            print("not reached")
    except TimeoutError as e:
        print("expired", repr(e), type(e.__context__).__name__)

asyncio.run(main())
