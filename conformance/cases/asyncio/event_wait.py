# async/asyncio as CPython runs it: event wait
import asyncio

async def waiter(ev, n):
    print("waiting", n)
    await ev.wait()
    print("woke", n)

async def main():
    ev = asyncio.Event()
    tasks = [asyncio.create_task(waiter(ev, i)) for i in range(3)]
    await asyncio.sleep(0)
    print("setting", ev.is_set())
    ev.set()
    await asyncio.gather(*tasks)
    print(ev.is_set())

asyncio.run(main())
