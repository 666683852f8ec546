# async/asyncio as CPython runs it: condition notify
import asyncio

async def consumer(cond, items, n):
    async with cond:
        await cond.wait_for(lambda: items)
        print("consumer", n, "got", items.pop(0))

async def main():
    cond = asyncio.Condition()
    items = []
    tasks = [asyncio.create_task(consumer(cond, items, i)) for i in range(2)]
    await asyncio.sleep(0)
    for x in "ab":
        async with cond:
            items.append(x)
            cond.notify()
        await asyncio.sleep(0)
    await asyncio.gather(*tasks)

asyncio.run(main())
