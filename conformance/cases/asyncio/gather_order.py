# async/asyncio as CPython runs it: gather order
import asyncio

async def worker(name, delay):
    print("start", name)
    await asyncio.sleep(delay)
    print("end", name)
    return name.upper()

async def main():
    r = await asyncio.gather(worker("a", 0.1), worker("b", 0.05), worker("c", 0))
    print(r)

asyncio.run(main())
