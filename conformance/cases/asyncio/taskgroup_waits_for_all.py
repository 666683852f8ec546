# asyncio TaskGroup: the async with block waits for tasks created by tasks
import asyncio

async def leaf(i, out):
    await asyncio.sleep(0.01 * i)
    out.append(i)

async def spawner(tg, out):
    for i in range(3):
        tg.create_task(leaf(i, out))
    out.append("spawned")

async def main():
    out = []
    async with asyncio.TaskGroup() as tg:
        tg.create_task(spawner(tg, out))
        print("body end")
    print(out)

asyncio.run(main())
