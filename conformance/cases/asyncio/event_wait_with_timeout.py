# Event.wait under wait_for and timeout: timing out leaves no waiter behind
import asyncio

async def main():
    ev = asyncio.Event()
    try:
        await asyncio.wait_for(ev.wait(), 0.01)
    except TimeoutError:
        print("wait timed out", len(ev._waiters) if hasattr(ev, "_waiters") else "?")
    async def setter():
        await asyncio.sleep(0.01)
        ev.set()
    asyncio.create_task(setter())
    async with asyncio.timeout(1):
        print(await ev.wait())

asyncio.run(main())
