# asyncio Lock: release unlocked raises RuntimeError; locked() through async with
import asyncio

async def main():
    lock = asyncio.Lock()
    try:
        lock.release()
    except RuntimeError as e:
        print(e)
    async with lock:
        print("held", lock.locked())
    print("after", lock.locked())
    print(await lock.acquire())
    lock.release()

asyncio.run(main())
