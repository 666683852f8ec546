# asyncio wait: timeout returns what is done without cancelling the rest
import asyncio

async def main():
    fast = asyncio.create_task(asyncio.sleep(0.01, "fast"))
    slow = asyncio.create_task(asyncio.sleep(10, "slow"))
    done, pending = await asyncio.wait({fast, slow}, timeout=0.05)
    print(fast in done, slow in pending, slow.cancelled())
    slow.cancel()
    await asyncio.sleep(0)
    print(slow.cancelled())

asyncio.run(main())
