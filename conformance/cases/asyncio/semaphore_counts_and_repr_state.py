# asyncio Semaphore: locked(), value, BoundedSemaphore over-release, ValueError on negative
import asyncio

async def main():
    s = asyncio.Semaphore(2)
    print(s.locked())
    await s.acquire()
    await s.acquire()
    print(s.locked())
    s.release()
    print(s.locked())
    s.release()
    b = asyncio.BoundedSemaphore(1)
    async with b:
        print("in bounded", b.locked())
    try:
        b.release()
    except ValueError as e:
        print(e)
    try:
        asyncio.Semaphore(-1)
    except ValueError as e:
        print(e)

asyncio.run(main())
