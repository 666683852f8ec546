# asyncio ordering: call_soon from inside a callback runs on the next iteration
import asyncio

async def main():
    loop = asyncio.get_running_loop()
    def cb(n):
        print("cb", n)
        if n < 3:
            loop.call_soon(cb, n + 1)
    loop.call_soon(cb, 0)
    loop.call_soon(print, "other")
    for i in range(5):
        print("main", i)
        await asyncio.sleep(0)

asyncio.run(main())
