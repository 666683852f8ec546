# asyncio wait_for: completes within the timeout; None timeout; the value comes back
import asyncio

async def work(x):
    await asyncio.sleep(0.01)
    return x * 2

async def main():
    print(await asyncio.wait_for(work(1), timeout=1))
    print(await asyncio.wait_for(work(2), None))
    t = asyncio.create_task(work(3))
    print(await asyncio.wait_for(t, 1), t.done())

asyncio.run(main())
