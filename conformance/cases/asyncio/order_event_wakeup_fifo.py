# asyncio ordering: Event.set wakes waiters in the order they started waiting
import asyncio

async def main():
    ev = asyncio.Event()
    async def w(i):
        print("wait", i)
        await ev.wait()
        print("woken", i)
    ts = [asyncio.create_task(w(i)) for i in (3, 1, 2)]
    await asyncio.sleep(0)
    print("setting")
    ev.set()
    print("set returned")
    await asyncio.gather(*ts)
    print(ev.is_set())

asyncio.run(main())
