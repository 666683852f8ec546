# asyncio ordering: three tasks interleave at each sleep(0) in creation order
import asyncio

async def worker(name, n):
    for i in range(n):
        print(name, i)
        await asyncio.sleep(0)
    print(name, "done")
    return name

async def main():
    ts = [asyncio.create_task(worker(c, k)) for c, k in (("a", 3), ("b", 1), ("c", 2))]
    print("created")
    print(await asyncio.gather(*ts))

asyncio.run(main())
