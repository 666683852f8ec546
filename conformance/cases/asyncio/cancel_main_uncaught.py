# asyncio cancellation: the main task cancelling itself ends asyncio.run with CancelledError
import asyncio

async def main():
    print("start")
    asyncio.current_task().cancel()
    await asyncio.sleep(0)
    print("not reached")

asyncio.run(main())
