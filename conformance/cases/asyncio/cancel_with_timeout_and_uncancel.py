# asyncio.timeout inside a task that is also cancelled from outside: CancelledError wins
import asyncio

async def body():
    try:
        async with asyncio.timeout(0.05):
            await asyncio.sleep(10)
    except TimeoutError:
        print("timeout (not expected)")
    except asyncio.CancelledError:
        print("cancelled from outside", asyncio.current_task().cancelling())
        raise

async def main():
    t = asyncio.create_task(body())
    await asyncio.sleep(0.01)
    t.cancel()
    r = await asyncio.gather(t, return_exceptions=True)
    print(type(r[0]).__name__)

asyncio.run(main())
